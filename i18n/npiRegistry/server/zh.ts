import type { Catalog } from '../../types';
import type { npiRegistryServerEn } from './en';

/** Server messages of the NPI registry checks. (zh) */
export const npiRegistryServerZh: Catalog<typeof npiRegistryServerEn> = {
    server: {
        npi: {
            invalid: '“%{npi}”不是有效的 NPI：NPI 为 10 位数字，以 1 或 2 开头，并以相符的校验位结尾。',
            unknown: 'NPI 注册系统中没有 NPI %{npi}。',
            deactivated: 'NPI %{npi} 已在 NPI 注册系统中被停用。',
        },
    },
};
