export { GettingStartedPage } from './GettingStartedPage';
