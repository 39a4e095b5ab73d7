/** Administration: user management, the access matrix, the audit trail and page views. */
export { loadGrants } from './access';
export { accessRoutes } from './accessRoutes';
export { endSessionById, listUserSessions } from './adminUsers';
export { auditTrailRoutes } from './auditTrailRoutes';
export { pageViewRoutes } from './pageViewRoutes';
export { userRoutes } from './userRoutes';
