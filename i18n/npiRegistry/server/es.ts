import type { Catalog } from '../../types';
import type { npiRegistryServerEn } from './en';

/** Server messages of the NPI registry checks. (es) */
export const npiRegistryServerEs: Catalog<typeof npiRegistryServerEn> = {
    server: {
        npi: {
            invalid:
                '"%{npi}" no es un NPI válido: un NPI tiene 10 dígitos, empieza por 1 o 2 y termina con el dígito de control correspondiente.',
            unknown: 'El NPI %{npi} no figura en el registro de NPI.',
            deactivated: 'El NPI %{npi} se ha desactivado en el registro de NPI.',
        },
    },
};
