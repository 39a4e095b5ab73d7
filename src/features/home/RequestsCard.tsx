import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import type { Home } from '../../../common/contract/home';
import { CONNECT_PATH } from '../../../common/routes';
import { SectionCard } from '../../components/SectionCard';
import { TimeAgo } from '../../components/TimeAgo';
import type { HomeText } from './homeText';

type Requests = NonNullable<Home['requests']>;

/** Connection requests waiting for the user's answer, each opening its connection on Connect. */
export const RequestsCard = ({
    requests,
    awaiting,
    text,
}: {
    requests: Requests;
    awaiting: number;
    text: HomeText;
}) => {
    const translate = useTranslate();
    return (
        <SectionCard
            title={text('home.requests.title')}
            action={
                <Button component={LinkBase} to={CONNECT_PATH} size="small">
                    {text('home.requests.openConnect')}
                </Button>
            }
        >
            {requests.length === 0 ? (
                <Typography color="text.secondary">{text('home.requests.none')}</Typography>
            ) : (
                <List disablePadding>
                    {requests.map(request => {
                        const kind = translate(`connect.kinds.${request.kind}`);
                        return (
                            <ListItem key={request.id} disableGutters data-testid="home-request">
                                <ListItemText
                                    primary={text('home.requests.item', {
                                        organisation: request.orgName,
                                        kind,
                                        name: request.name,
                                    })}
                                    secondary={<TimeAgo time={request.requestedAt} />}
                                />
                                <Button
                                    component={LinkBase}
                                    to={`${CONNECT_PATH}?id=${request.id}`}
                                    variant="contained"
                                    size="small"
                                    aria-label={text('home.requests.answerLabel', {
                                        organisation: request.orgName,
                                        kind,
                                    })}
                                >
                                    {text('home.requests.answer')}
                                </Button>
                            </ListItem>
                        );
                    })}
                </List>
            )}
            {awaiting > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {text('home.requests.awaiting', { count: awaiting })}
                </Typography>
            )}
        </SectionCard>
    );
};
