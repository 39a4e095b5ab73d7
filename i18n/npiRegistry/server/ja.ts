import type { Catalog } from '../../types';
import type { npiRegistryServerEn } from './en';

/** Server messages of the NPI registry checks. (ja) */
export const npiRegistryServerJa: Catalog<typeof npiRegistryServerEn> = {
    server: {
        npi: {
            invalid:
                '「%{npi}」は有効な NPI ではありません。NPI は 1 または 2 で始まる 10 桁の数字で、末尾が正しいチェックディジットになっている必要があります。',
            unknown: 'NPI %{npi} は NPI レジストリに登録されていません。',
            deactivated: 'NPI %{npi} は NPI レジストリで無効化されています。',
        },
    },
};
