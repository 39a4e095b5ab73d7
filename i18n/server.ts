import { commonServerEn } from './common/server/en';
import { commonServerZh } from './common/server/zh';
import { commonServerEs } from './common/server/es';
import { commonServerJa } from './common/server/ja';
import { accountsServerEn } from './accounts/server/en';
import { accountsServerZh } from './accounts/server/zh';
import { accountsServerEs } from './accounts/server/es';
import { accountsServerJa } from './accounts/server/ja';
import { administrationServerEn } from './administration/server/en';
import { administrationServerZh } from './administration/server/zh';
import { administrationServerEs } from './administration/server/es';
import { administrationServerJa } from './administration/server/ja';
import { claimActionsServerEn } from './claimActions/server/en';
import { claimActionsServerZh } from './claimActions/server/zh';
import { claimActionsServerEs } from './claimActions/server/es';
import { claimActionsServerJa } from './claimActions/server/ja';
import { claimsServerEn } from './claims/server/en';
import { claimsServerZh } from './claims/server/zh';
import { claimsServerEs } from './claims/server/es';
import { claimsServerJa } from './claims/server/ja';
import { connectionsServerEn } from './connections/server/en';
import { connectionsServerZh } from './connections/server/zh';
import { connectionsServerEs } from './connections/server/es';
import { connectionsServerJa } from './connections/server/ja';
import { directoryChangesServerEn } from './directoryChanges/server/en';
import { directoryReportsServerEn } from './directoryReports/server/en';
import { directoryChangesServerZh } from './directoryChanges/server/zh';
import { directoryReportsServerZh } from './directoryReports/server/zh';
import { directoryChangesServerEs } from './directoryChanges/server/es';
import { directoryReportsServerEs } from './directoryReports/server/es';
import { directoryChangesServerJa } from './directoryChanges/server/ja';
import { directoryReportsServerJa } from './directoryReports/server/ja';
import { findProviderServerEn } from './findProvider/server/en';
import { findProviderServerZh } from './findProvider/server/zh';
import { findProviderServerEs } from './findProvider/server/es';
import { findProviderServerJa } from './findProvider/server/ja';
import { homeServerEn } from './home/server/en';
import { homeServerZh } from './home/server/zh';
import { homeServerEs } from './home/server/es';
import { homeServerJa } from './home/server/ja';
import { npiRegistryServerEn } from './npiRegistry/server/en';
import { npiRegistryServerZh } from './npiRegistry/server/zh';
import { npiRegistryServerEs } from './npiRegistry/server/es';
import { npiRegistryServerJa } from './npiRegistry/server/ja';
import { organisationsServerEn } from './organisations/server/en';
import { organisationsServerZh } from './organisations/server/zh';
import { organisationsServerEs } from './organisations/server/es';
import { organisationsServerJa } from './organisations/server/ja';
import { mergeCatalogs } from './mergeCatalogs';
import type { Catalog } from './types';

/**
 * English server catalog: every area's API messages and e-mails, merged. The reference the other
 * languages match key for key; the SPA never downloads it.
 */
export const serverEn = mergeCatalogs(
    commonServerEn,
    accountsServerEn,
    administrationServerEn,
    claimActionsServerEn,
    claimsServerEn,
    connectionsServerEn,
    directoryChangesServerEn,
    directoryReportsServerEn,
    findProviderServerEn,
    homeServerEn,
    npiRegistryServerEn,
    organisationsServerEn
);

export const serverZh: Catalog<typeof serverEn> = mergeCatalogs(
    commonServerZh,
    accountsServerZh,
    administrationServerZh,
    claimActionsServerZh,
    claimsServerZh,
    connectionsServerZh,
    directoryChangesServerZh,
    directoryReportsServerZh,
    findProviderServerZh,
    homeServerZh,
    npiRegistryServerZh,
    organisationsServerZh
);

export const serverEs: Catalog<typeof serverEn> = mergeCatalogs(
    commonServerEs,
    accountsServerEs,
    administrationServerEs,
    claimActionsServerEs,
    claimsServerEs,
    connectionsServerEs,
    directoryChangesServerEs,
    directoryReportsServerEs,
    findProviderServerEs,
    homeServerEs,
    npiRegistryServerEs,
    organisationsServerEs
);

export const serverJa: Catalog<typeof serverEn> = mergeCatalogs(
    commonServerJa,
    accountsServerJa,
    administrationServerJa,
    claimActionsServerJa,
    claimsServerJa,
    connectionsServerJa,
    directoryChangesServerJa,
    directoryReportsServerJa,
    findProviderServerJa,
    homeServerJa,
    npiRegistryServerJa,
    organisationsServerJa
);
