import { commonScreensEn } from './common/screens/en';
import { accountsScreensEn } from './accounts/screens/en';
import { administrationScreensEn } from './administration/screens/en';
import { claimActionsEn } from './claimActions/screens/en';
import { connectionsScreensEn } from './connections/screens/en';
import { directoryEn } from './directory/screens/en';
import { directoryColumnsEn } from './directory/screens/columns/en';
import { directoryGridEn } from './directory/screens/grid/en';
import { directoryPublicationEn } from './directory/screens/publication/en';
import { directoryAccuracyEn } from './directoryAccuracy/screens/en';
import { directoryWorkEn } from './directoryChanges/screens/en';
import { findProviderEn } from './findProvider/screens/en';
import { homeSupportEn } from './home/screens/support/en';
import { linkExcelEn } from './linkExcel/screens/en';
import { organisationsEn } from './organisations/screens/en';
import { ssoEn } from './sso/screens/en';

/**
 * English app catalog: the texts every area shows on screen, loaded with the portal. The
 * reference every other language must match key for key
 * (i18n/types.ts makes that a compile-time rule). Shared by the SPA and the API server.
 */
export const en = {
    ...commonScreensEn,
    ...accountsScreensEn,
    ...administrationScreensEn,
    claimActionsView: claimActionsEn,
    ...connectionsScreensEn,
    directory: directoryEn,
    directoryColumns: directoryColumnsEn,
    directoryGrid: directoryGridEn,
    directoryPublication: directoryPublicationEn,
    directoryAccuracy: directoryAccuracyEn,
    directoryWork: directoryWorkEn,
    findProvider: findProviderEn,
    ...homeSupportEn,
    linkExcel: linkExcelEn,
    organisations: organisationsEn,
    sso: ssoEn,
};
