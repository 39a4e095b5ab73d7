/** The portal itself: the SPA's files, its configuration, health and the API documentation page. */
export { docsRoutes } from './apiDocs';
export { healthRoutes } from './health';
export { portalConfigFor, portalRoutes } from './portalRoutes';
export { spaRoutes } from './spa';
