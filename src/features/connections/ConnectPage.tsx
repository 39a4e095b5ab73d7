import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { counterpartRoles } from '../../../common/vocabularies/connections';
import { useRoles } from '../../providers/session';
import { ConnectionDialog } from './ConnectionDialog';
import { ConnectionList } from './ConnectionList';
import { DirectorySearch } from './DirectorySearch';
import { NotConnectingNote } from './NotConnectingNote';

/**
 * `/connect`: the user's connections with other organisations (an admin's: all of them), and the
 * directory to request new ones. `?id=` opens one connection, as the e-mail notices link to it.
 */
export const ConnectPage = () => {
    const roles = useRoles();
    const [search, setSearch] = useSearchParams();
    const openId = search.get('id');
    const setOpenId = (id: string | null) =>
        setSearch(current => {
            const next = new URLSearchParams(current);
            if (id) next.set('id', id);
            else next.delete('id');
            return next;
        });
    const connects = roles.some(role => counterpartRoles(role).length > 0);
    return (
        <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
            <Title title="route.connect" />
            <ConnectionList onOpen={setOpenId} />
            {connects ? (
                <DirectorySearch onRequested={setOpenId} />
            ) : (
                <NotConnectingNote admin={roles.includes('admin')} />
            )}
            {openId && <ConnectionDialog id={openId} onClose={() => setOpenId(null)} />}
        </Stack>
    );
};
