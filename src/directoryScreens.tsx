import { MyListingPage } from './features/directory';
import { ProposeChange } from './features/directoryChanges';

/** `/myListing`: the provider's own rows, each with the directory changes' "Propose a change". */
export const MyListingScreen = () => <MyListingPage ProposeChange={ProposeChange} />;
