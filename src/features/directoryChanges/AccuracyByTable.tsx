import {
    Box,
    Card,
    CardContent,
    MenuItem,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ACCURACY_FIGURES, LATE_FIGURES, type AccuracyFigure } from '../../../common/directory/accuracyFigures';
import type { AccuracyDashboard } from '../../../common/contract/directoryChanges';
import type { OrganisationRecord } from '../../../common/contract/organisations';
import { ScrollRegion } from '../../components/ScrollRegion';
import { directoryChangesApi } from './directoryChangesApi';
import { shareOf } from './shareOf';

type TableFigures = AccuracyDashboard['tables'][number];

interface Props {
    tables: TableFigures[];
    /** The health plans an admin may hand a table to; absent for a plan's own staff, who see the name only. */
    plans?: OrganisationRecord[];
    onAssigned: () => void;
}

/**
 * The dashboard's figures per directory table: a table row each on a wide screen, a card each on a
 * phone, where eight figure columns would not fit beside the table's name.
 */
export const AccuracyByTable = ({ tables, plans, onAssigned }: Props) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const number = new Intl.NumberFormat(locale);
    const share = shareOf(locale);
    const figure = (table: TableFigures, name: AccuracyFigure) =>
        name === 'verifiedWithin90Days'
            ? `${number.format(table[name])} (${share(table[name], table.listings)})`
            : number.format(table[name]);
    const lateStyle = (table: TableFigures, name: AccuracyFigure) =>
        LATE_FIGURES.has(name) && table[name] > 0 ? { color: 'error.main', fontWeight: 600 } : undefined;
    const organisation = (table: TableFigures) =>
        plans ? (
            <TextField
                select
                size="small"
                label={translate('directoryWork.dashboard.assign', { table: table.tableName })}
                value={table.organisationId ?? ''}
                onChange={event =>
                    void directoryChangesApi.assignTable(table.tableId, event.target.value || null).then(onAssigned)
                }
                sx={{ minWidth: 200 }}
            >
                <MenuItem value="">{translate('directoryWork.dashboard.adminsOnly')}</MenuItem>
                {plans.map(plan => (
                    <MenuItem key={plan.id} value={plan.id}>
                        {plan.name}
                    </MenuItem>
                ))}
            </TextField>
        ) : (
            (table.organisation ?? '—')
        );

    if (phone) {
        return (
            <Stack
                spacing={2}
                sx={{ mt: 2 }}
                component="section"
                aria-label={translate('directoryWork.dashboard.perTable')}
            >
                {tables.map(table => (
                    <Card
                        key={table.tableId}
                        variant="outlined"
                        component="article"
                        aria-labelledby={`accuracy-${table.tableId}`}
                    >
                        <CardContent>
                            <Typography
                                id={`accuracy-${table.tableId}`}
                                component="h2"
                                variant="subtitle1"
                                sx={{ fontWeight: 600, mb: 1 }}
                            >
                                {table.tableName}
                            </Typography>
                            {plans ? (
                                organisation(table)
                            ) : (
                                <Typography variant="body2">
                                    {translate('directoryWork.dashboard.columns.organisation')}: {organisation(table)}
                                </Typography>
                            )}
                            <Box
                                component="dl"
                                sx={{
                                    display: 'grid',
                                    gridTemplateColumns: '1fr auto',
                                    columnGap: 2,
                                    rowGap: 0.5,
                                    m: 0,
                                    mt: 1,
                                }}
                            >
                                {ACCURACY_FIGURES.map(name => (
                                    <Box key={name} sx={{ display: 'contents' }}>
                                        <Typography component="dt" variant="body2">
                                            {translate(`directoryWork.dashboard.columns.${name}`)}
                                        </Typography>
                                        <Typography
                                            component="dd"
                                            variant="body2"
                                            sx={{ m: 0, textAlign: 'right', ...lateStyle(table, name) }}
                                        >
                                            {figure(table, name)}
                                        </Typography>
                                    </Box>
                                ))}
                            </Box>
                        </CardContent>
                    </Card>
                ))}
            </Stack>
        );
    }
    return (
        <ScrollRegion label={translate('directoryWork.dashboard.perTable')} sx={{ mt: 2 }}>
            <Table size="small" aria-label={translate('directoryWork.dashboard.perTable')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('directoryWork.dashboard.columns.tableName')}</TableCell>
                        <TableCell>{translate('directoryWork.dashboard.columns.organisation')}</TableCell>
                        {ACCURACY_FIGURES.map(name => (
                            <TableCell key={name} align="right">
                                {translate(`directoryWork.dashboard.columns.${name}`)}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {tables.map(table => (
                        <TableRow key={table.tableId}>
                            <TableCell component="th" scope="row">
                                {table.tableName}
                            </TableCell>
                            <TableCell>{organisation(table)}</TableCell>
                            {ACCURACY_FIGURES.map(name => (
                                <TableCell key={name} align="right" sx={lateStyle(table, name)}>
                                    {figure(table, name)}
                                </TableCell>
                            ))}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </ScrollRegion>
    );
};
