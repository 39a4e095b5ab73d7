import type {
    CargoFiling,
    CargoFilingInput,
    CargoStepInput,
    NewCargoClaimInput,
} from '../../../common/contract/claimActions';
import type { Ok } from '../../../common/contract/envelope';
import { ApiError, api } from '../../providers/httpClient';

/** The user's own calendar date: the day a cargo claim's deadlines are counted on, wherever they are. */
export const localToday = (now = new Date()) =>
    `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** A cargo claim's filing and its handling, as the claim detail shows and changes them. */
export const cargoClaimApi = {
    /** The claim's filing, or null while it has none. */
    filing: async (claimId: number): Promise<CargoFiling | null> => {
        try {
            const answer = await api.get<Ok<CargoFiling>>('/api/cargo-filings', {
                params: { claimId, today: localToday() },
                notifyErrors: false,
            });
            return answer.data;
        } catch (error) {
            if (error instanceof ApiError && error.code === 404) return null;
            throw error;
        }
    },

    file: async (input: CargoFilingInput) =>
        (
            await api.post<Ok<CargoFiling>, CargoFilingInput>('/api/cargo-filings', input, {
                params: { today: localToday() },
                notifyErrors: false,
            })
        ).data,

    /** Files a claim the claim query does not hold yet: the server makes the claim, the forwarder's own. */
    fileNew: async (input: NewCargoClaimInput) =>
        (
            await api.post<Ok<CargoFiling>, NewCargoClaimInput>('/api/cargo-claims', input, {
                params: { today: localToday() },
                notifyErrors: false,
            })
        ).data,

    step: async (claimId: number, input: CargoStepInput) =>
        (
            await api.post<Ok<CargoFiling>, CargoStepInput>(`/api/cargo-filings/${claimId}/steps`, input, {
                params: { today: localToday() },
                notifyErrors: false,
            })
        ).data,
};
