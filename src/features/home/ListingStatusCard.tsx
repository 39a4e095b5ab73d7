import { Alert, Button } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { Home } from '../../../common/contract/home';
import { MY_LISTING_PATH } from '../../../common/routes';
import { SectionCard } from '../../components/SectionCard';
import type { HomeText } from './homeText';

/** A provider's directory listing: how many of its rows need confirming, and where to do it. */
export const ListingStatusCard = ({ listing, text }: { listing: NonNullable<Home['listing']>; text: HomeText }) => {
    const due = listing.due > 0;
    return (
        <SectionCard
            title={text('home.listing.title')}
            action={
                <Button component={LinkBase} to={MY_LISTING_PATH} size="small">
                    {text('home.listing.review')}
                </Button>
            }
        >
            <Alert severity={due ? 'warning' : 'success'}>
                {text(due ? 'home.listing.due' : 'home.listing.current', {
                    due: listing.due,
                    smart_count: listing.rows,
                })}
            </Alert>
        </SectionCard>
    );
};
