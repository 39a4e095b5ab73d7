export { EditTablePage } from './EditTablePage';
export { MyListingPage } from './MyListingPage';
export { NewTablePage } from './NewTablePage';
