import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { directoryApi } from './directoryApi';
import { DirectoryGrid } from './DirectoryGrid';
import { TableList } from './TableList';

/**
 * The Directory Edit View (`/editTable`, and `/editTable?table=<id>` for one table): the list of
 * tables the user may see, then the grid of the one opened.
 */
export const EditTablePage = () => {
    const translate = useTranslate();
    const [params, setParams] = useSearchParams();
    const tableId = params.get('table');
    const { data: tables, error } = useQuery({ queryKey: ['directoryTables'], queryFn: directoryApi.listTables });
    const table = tables?.find(candidate => candidate.id === tableId);
    return (
        <Card sx={{ mt: 2, mb: 4 }}>
            <Title title="route.editTable" />
            <CardContent>
                {error ? (
                    <Alert severity="error">{error.message}</Alert>
                ) : !tables ? (
                    <LinearProgress aria-label={translate('ra.page.loading')} />
                ) : table ? (
                    <>
                        <Button startIcon={<ArrowBackIcon />} onClick={() => setParams({})} sx={{ mb: 1 }}>
                            {translate('directory.ui.allTables')}
                        </Button>
                        <Typography variant="h6" component="h1">
                            {table.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                            {table.description}
                        </Typography>
                        <DirectoryGrid key={table.id} table={table} />
                    </>
                ) : (
                    <TableList tables={tables} onOpen={id => setParams({ table: id })} />
                )}
            </CardContent>
        </Card>
    );
};
