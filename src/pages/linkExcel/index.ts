export { LinkExcelPage } from './LinkExcelPage';
