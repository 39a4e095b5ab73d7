import { Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SessionRecord } from '../../common/contract/users';
import { DateTime, TimeAgo } from './TimeAgo';

/**
 * Sessions as the profile page and the user detail show them: start, last activity, address,
 * browser and state, with a button to end each live one that `canEnd` allows.
 */
export const SessionsTable = <Session extends SessionRecord & { current?: boolean }>({
    sessions,
    canEnd,
    ending,
    onEnd,
}: {
    sessions: Session[];
    canEnd: (session: Session) => boolean;
    ending: (session: Session) => boolean;
    onEnd: (session: Session) => void;
}) => {
    const translate = useTranslate();
    return (
        <Table size="small">
            <TableHead>
                <TableRow>
                    {(['started', 'lastSeen', 'address', 'agent', 'state'] as const).map(column => (
                        <TableCell key={column}>{translate(`sessions.${column}`)}</TableCell>
                    ))}
                    <TableCell />
                </TableRow>
            </TableHead>
            <TableBody>
                {sessions.map(session => (
                    <TableRow key={session.id} selected={session.current}>
                        <TableCell>
                            <DateTime time={session.createdAt} />
                        </TableCell>
                        <TableCell>
                            <TimeAgo time={session.lastSeenAt} />
                        </TableCell>
                        <TableCell>{session.ip}</TableCell>
                        <TableCell title={session.userAgent} sx={AGENT_CELL}>
                            {session.userAgent}
                        </TableCell>
                        <TableCell>
                            <SessionState session={session} />
                        </TableCell>
                        <TableCell align="right">
                            {session.live && canEnd(session) && (
                                <Button
                                    size="small"
                                    color="warning"
                                    disabled={ending(session)}
                                    onClick={() => onEnd(session)}
                                >
                                    {translate('sessions.end')}
                                </Button>
                            )}
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

const AGENT_CELL = { maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const SessionState = ({ session }: { session: SessionRecord & { current?: boolean } }) => {
    const translate = useTranslate();
    if (session.live) {
        return (
            <Stack direction="row" spacing={0.5}>
                {session.current && <Chip size="small" color="primary" label={translate('sessions.current')} />}
                <Chip size="small" color="success" label={translate('sessions.live')} />
            </Stack>
        );
    }
    const label = session.endReason
        ? translate('sessions.endedBecause', {
              reason: translate(`sessions.endReasons.${session.endReason}`, { _: session.endReason }),
          })
        : translate('sessions.ended');
    return (
        <>
            <Chip size="small" variant="outlined" label={label} />
            {session.endedAt && (
                <Typography component="div" variant="caption" color="text.secondary">
                    <DateTime time={session.endedAt} />
                </Typography>
            )}
        </>
    );
};
