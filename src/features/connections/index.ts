export { ConnectPage } from './ConnectPage';
