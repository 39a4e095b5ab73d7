import { commonScreensEs } from './common/screens/es';
import { accountsScreensEs } from './accounts/screens/es';
import { administrationScreensEs } from './administration/screens/es';
import { claimActionsEs } from './claimActions/screens/es';
import { connectionsScreensEs } from './connections/screens/es';
import { directoryEs } from './directory/screens/es';
import { directoryColumnsEs } from './directory/screens/columns/es';
import { directoryGridEs } from './directory/screens/grid/es';
import { directoryPublicationEs } from './directory/screens/publication/es';
import { directoryAccuracyEs } from './directoryAccuracy/screens/es';
import { directoryWorkEs } from './directoryChanges/screens/es';
import { findProviderEs } from './findProvider/screens/es';
import { homeSupportEs } from './home/screens/support/es';
import { linkExcelEs } from './linkExcel/screens/es';
import { organisationsEs } from './organisations/screens/es';
import { ssoEs } from './sso/screens/es';
import type { AppMessages } from './types';

/** The app catalog in this language: the same areas as ./en.ts, key for key. */
export const es: AppMessages = {
    ...commonScreensEs,
    ...accountsScreensEs,
    ...administrationScreensEs,
    claimActionsView: claimActionsEs,
    ...connectionsScreensEs,
    directory: directoryEs,
    directoryColumns: directoryColumnsEs,
    directoryGrid: directoryGridEs,
    directoryPublication: directoryPublicationEs,
    directoryAccuracy: directoryAccuracyEs,
    directoryWork: directoryWorkEs,
    findProvider: findProviderEs,
    ...homeSupportEs,
    linkExcel: linkExcelEs,
    organisations: organisationsEs,
    sso: ssoEs,
};
