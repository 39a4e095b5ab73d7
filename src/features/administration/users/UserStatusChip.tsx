import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserStatus } from '../../../../common/vocabularies/users';

const COLORS: Record<UserStatus, ChipProps['color']> = {
    pending: 'info',
    active: 'success',
    locked: 'warning',
    disabled: 'default',
};

/** An account's status as a coloured chip. */
export const UserStatusChip = ({ status, size = 'small' }: { status: UserStatus; size?: ChipProps['size'] }) => {
    const translate = useTranslate();
    return (
        <Chip
            size={size}
            color={COLORS[status] ?? 'default'}
            label={translate(`users.status.${status}`, { _: status })}
        />
    );
};
