import TableRowsIcon from '@mui/icons-material/TableRows';
import { useQuery } from '@tanstack/react-query';
import { Menu } from 'react-admin';
import { directoryApi } from '../../features/directory/directoryApi';

/**
 * The directory tables the user may view, as menu entries under the Directory Edit View: a
 * table defined by an admin appears here without any code, each opening `<path>?table=<id>`.
 */
export const DirectoryTableEntries = ({ path }: { path: string }) => {
    const { data: tables } = useQuery({ queryKey: ['directoryTables'], queryFn: directoryApi.listTables });
    return (
        <>
            {(tables ?? []).map(table => (
                <Menu.Item
                    key={table.id}
                    to={`${path}?table=${table.id}`}
                    primaryText={table.name}
                    leftIcon={<TableRowsIcon fontSize="small" />}
                    sx={{ pl: 4 }}
                />
            ))}
        </>
    );
};
