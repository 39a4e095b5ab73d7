/**
 * The role pages: Home (with the getting-started checklist), the dashboard, and the Contact Us form
 * behind support and FAQ.
 */
export { homeRoutes } from './homeRoutes';
export { dashboardRoutes } from './dashboardRoutes';
export { contactRoutes } from './contactRoutes';
