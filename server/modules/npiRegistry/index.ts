/** The NPPES registry: loading its monthly file, and looking an NPI up (the registration page's check). */
export { npiRegistryRoutes } from './routes';
export { describeEntry, findNpi, importNpiFile, type RegistryEntry } from './registry';
export { REFRESH_FILE_NAME, registryRefresh } from './npiRefresh';
