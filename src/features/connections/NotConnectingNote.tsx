import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ROLES_BY_PROFILE } from '../../../common/profiles';
import { CONNECTION_PAIRS } from '../../../common/vocabularies/connections';
import { usePortalConfig } from '../../providers/portalConfig';

/**
 * For a role that requests no connection, why Connect offers it no directory: an admin oversees
 * them all; any other such role is told which roles of this portal connect, so that an empty page
 * does not read as something missing.
 */
export const NotConnectingNote = ({ admin }: { admin: boolean }) => {
    const translate = useTranslate();
    const { profile } = usePortalConfig();
    const roles: readonly string[] = ROLES_BY_PROFILE[profile];
    const pairs = CONNECTION_PAIRS.filter(pair => pair.roles.every(role => roles.includes(role)))
        .map(pair => pair.roles.map(role => translate(`roles.${role}`)).join(' ↔ '))
        .join('; ');
    return (
        <Alert severity="info">
            {admin ? translate('connect.cannotRequest') : translate('connect.notConnecting', { pairs })}
        </Alert>
    );
};
