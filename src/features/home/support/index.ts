export { SupportPage } from './SupportPage';
