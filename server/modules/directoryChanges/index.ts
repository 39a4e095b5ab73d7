/**
 * Changes asked of directory listings (a provider's correction, a member's reported error) due in 2
 * business days, the staff queue that applies or rejects them and answers members' questions, and the
 * accuracy dashboard.
 */
export { directoryChangeRoutes, openReportedChange } from './routes';
export { directoryChanges } from './tables';
export { accuracyDashboard, weekEndings } from './accuracyDashboard';
