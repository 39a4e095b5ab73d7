import { commonScreensJa } from './common/screens/ja';
import { accountsScreensJa } from './accounts/screens/ja';
import { administrationScreensJa } from './administration/screens/ja';
import { claimActionsJa } from './claimActions/screens/ja';
import { connectionsScreensJa } from './connections/screens/ja';
import { directoryJa } from './directory/screens/ja';
import { directoryColumnsJa } from './directory/screens/columns/ja';
import { directoryGridJa } from './directory/screens/grid/ja';
import { directoryPublicationJa } from './directory/screens/publication/ja';
import { directoryAccuracyJa } from './directoryAccuracy/screens/ja';
import { directoryWorkJa } from './directoryChanges/screens/ja';
import { findProviderJa } from './findProvider/screens/ja';
import { homeSupportJa } from './home/screens/support/ja';
import { linkExcelJa } from './linkExcel/screens/ja';
import { organisationsJa } from './organisations/screens/ja';
import { ssoJa } from './sso/screens/ja';
import type { AppMessages } from './types';

/** The app catalog in this language: the same areas as ./en.ts, key for key. */
export const ja: AppMessages = {
    ...commonScreensJa,
    ...accountsScreensJa,
    ...administrationScreensJa,
    claimActionsView: claimActionsJa,
    ...connectionsScreensJa,
    directory: directoryJa,
    directoryColumns: directoryColumnsJa,
    directoryGrid: directoryGridJa,
    directoryPublication: directoryPublicationJa,
    directoryAccuracy: directoryAccuracyJa,
    directoryWork: directoryWorkJa,
    findProvider: findProviderJa,
    ...homeSupportJa,
    linkExcel: linkExcelJa,
    organisations: organisationsJa,
    sso: ssoJa,
};
