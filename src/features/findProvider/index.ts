/** The public Find-a-provider page, loaded on its own when opened. */
export { FindProviderPage } from './FindProviderPage';
