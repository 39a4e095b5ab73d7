import type { NpiEntry } from '../../../../../common/contract/account';
import type { Ok } from '../../../../../common/contract/envelope';
import { api } from '../../../../providers/httpClient';

/** The registry's entry for an NPI; the registration page shows a refusal beside the field, not as a toast. */
export const findNpi = async (npi: string): Promise<NpiEntry> =>
    (await api.get<Ok<NpiEntry>>('/api/user/npiFind', { params: { providerId: npi }, notifyErrors: false })).data;
