import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ConnectionStatus } from '../../../common/vocabularies/connections';

const COLORS = { requested: 'warning', active: 'success', declined: 'default', ended: 'default' } as const;

/**
 * A connection's status as a label with a coloured border; the word is in the text colour, so it
 * reads at full contrast and colour is never the only signal.
 */
export const StatusChip = ({ status }: { status: ConnectionStatus }) => {
    const translate = useTranslate();
    return (
        <Chip
            size="small"
            variant="outlined"
            color={COLORS[status]}
            label={translate(`connect.statuses.${status}`)}
            sx={{ color: 'text.primary', borderWidth: 2 }}
        />
    );
};
