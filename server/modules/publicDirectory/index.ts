/** The public provider directory: a Plan-Net FHIR R4 API, registered by the app under `/fhir`. */
export { publicDirectoryRoutes } from './routes';
export { publicationRoutes } from './publicationRoutes';
export const PUBLIC_DIRECTORY_PREFIX = '/fhir';
export { sourceRowOf } from './resources';
export { readStatements, searchStatements } from './requestStatements';
