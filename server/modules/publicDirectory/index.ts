/** The public provider directory: a Plan-Net FHIR R4 API, registered by the app under `/fhir`. */
export { publicDirectoryRoutes } from './routes';
export const PUBLIC_DIRECTORY_PREFIX = '/fhir';
