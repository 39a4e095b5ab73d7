import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ConnectionEvent } from '../../../common/contract/connections';
import { TimeAgo } from '../../components/TimeAgo';
import { partyLabel } from './connectionText';

/** The connection's history and messages, oldest first: who did what, when, and what they wrote. */
export const ConnectionTimeline = ({ events }: { events: ConnectionEvent[] }) => {
    const translate = useTranslate();
    return (
        <section aria-labelledby="connection-history-title">
            <Typography id="connection-history-title" variant="subtitle1" component="h3">
                {translate('connect.history')}
            </Typography>
            <List dense>
                {events.map(event => {
                    const actor = event.actor
                        ? `${event.actor.name} (${partyLabel(event.actor)})`
                        : translate('auditTrail.anonymous');
                    return (
                        <ListItem key={event.id} divider alignItems="flex-start">
                            <ListItemText
                                primary={
                                    <>
                                        {translate(`connect.events.${event.type}`, { actor })} ·{' '}
                                        <TimeAgo time={event.at} />
                                    </>
                                }
                                secondary={event.body}
                                slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap', color: 'text.primary' } } }}
                            />
                        </ListItem>
                    );
                })}
            </List>
        </section>
    );
};
