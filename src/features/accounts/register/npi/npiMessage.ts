import type { TranslateFunction } from 'react-admin';
import { npiProblem } from '../../../../../common/validation/npi';

/** The message for a typed NPI that cannot be one, before asking the registry. */
export const npiMessage = (npi: string, translate: TranslateFunction) => {
    const problem = npiProblem(npi.trim());
    return problem && translate(`register.npi.${problem}`);
};
