import { commonScreensZh } from './common/screens/zh';
import { accountsScreensZh } from './accounts/screens/zh';
import { administrationScreensZh } from './administration/screens/zh';
import { claimActionsZh } from './claimActions/screens/zh';
import { connectionsScreensZh } from './connections/screens/zh';
import { directoryZh } from './directory/screens/zh';
import { directoryColumnsZh } from './directory/screens/columns/zh';
import { directoryGridZh } from './directory/screens/grid/zh';
import { directoryPublicationZh } from './directory/screens/publication/zh';
import { directoryAccuracyZh } from './directoryAccuracy/screens/zh';
import { directoryWorkZh } from './directoryChanges/screens/zh';
import { findProviderZh } from './findProvider/screens/zh';
import { homeSupportZh } from './home/screens/support/zh';
import { linkExcelZh } from './linkExcel/screens/zh';
import { organisationsZh } from './organisations/screens/zh';
import { ssoZh } from './sso/screens/zh';
import type { AppMessages } from './types';

/** The app catalog in this language: the same areas as ./en.ts, key for key. */
export const zh: AppMessages = {
    ...commonScreensZh,
    ...accountsScreensZh,
    ...administrationScreensZh,
    claimActionsView: claimActionsZh,
    ...connectionsScreensZh,
    directory: directoryZh,
    directoryColumns: directoryColumnsZh,
    directoryGrid: directoryGridZh,
    directoryPublication: directoryPublicationZh,
    directoryAccuracy: directoryAccuracyZh,
    directoryWork: directoryWorkZh,
    findProvider: findProviderZh,
    ...homeSupportZh,
    linkExcel: linkExcelZh,
    organisations: organisationsZh,
    sso: ssoZh,
};
