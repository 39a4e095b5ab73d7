import {
    Alert,
    Card,
    CardContent,
    LinearProgress,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { AccessMatrix, ScreenAccessRow } from '../../../../common/contract/access';
import { AccessCell } from './AccessCell';
import { TableRightsTable } from './TableRightsTable';
import { useAccessMatrix } from './useAccessMatrix';

/**
 * `/access`: which role opens which screen, as a roles × screens matrix grouped like
 * the menu. Each row lists the API operations the screen covers, since the API follows it too.
 */
export const AccessPage = () => {
    const translate = useTranslate();
    const { data, error } = useAccessMatrix();
    return (
        <Card sx={{ mt: 2, mb: 4 }}>
            <Title title="route.access" />
            <CardContent>
                <Alert severity="info" sx={{ mb: 2 }}>
                    {translate('access.note')}
                </Alert>
                {error ? (
                    <Alert severity="error">{error.message}</Alert>
                ) : data ? (
                    <>
                        <AccessTable matrix={data} />
                        <TableRightsTable roles={data.roles} />
                    </>
                ) : (
                    <LinearProgress aria-label={translate('ra.page.loading')} />
                )}
            </CardContent>
        </Card>
    );
};

const AccessTable = ({ matrix }: { matrix: AccessMatrix }) => {
    const translate = useTranslate();
    return (
        <TableContainer>
            <Table size="small" stickyHeader>
                <TableHead>
                    <TableRow>
                        <TableCell sx={{ position: 'sticky', left: { xs: 0, md: 'auto' }, zIndex: 3 }}>
                            {translate('access.screen')}
                        </TableCell>
                        {matrix.roles.map(role => (
                            <TableCell key={role.id} align="center">
                                {role.label}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {groupsOf(matrix.screens).map(([group, rows]) => (
                        <Fragment key={group ?? ''}>
                            <TableRow>
                                <TableCell colSpan={matrix.roles.length + 1} sx={{ bgcolor: 'action.hover' }}>
                                    <Typography variant="subtitle2" component="h2">
                                        {group ?? translate('access.mainMenu')}
                                    </Typography>
                                </TableCell>
                            </TableRow>
                            {rows.map(row => (
                                <TableRow key={row.screen} hover>
                                    <ScreenCell row={row} />
                                    {matrix.roles.map(role => (
                                        <AccessCell key={role.id} role={role} row={row} />
                                    ))}
                                </TableRow>
                            ))}
                        </Fragment>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};

/**
 * A screen's title and, from tablet width up, the API operations it covers. On a phone the
 * operations would push the role columns off the screen; the title stays in view while the row
 * scrolls sideways.
 */
const ScreenCell = ({ row }: { row: ScreenAccessRow }) => (
    <TableCell
        component="th"
        scope="row"
        sx={{
            position: { xs: 'sticky', md: 'static' },
            left: 0,
            zIndex: 1,
            bgcolor: { xs: 'background.paper', md: 'transparent' },
        }}
    >
        <Typography variant="body2">{row.title}</Typography>
        {row.actions.map(({ method, url, action }) => (
            <Typography
                key={`${method} ${url}`}
                variant="caption"
                component="div"
                color="text.secondary"
                sx={{ fontFamily: 'monospace', display: { xs: 'none', md: 'block' }, overflowWrap: 'anywhere' }}
            >
                {method} {url} · {action}
            </Typography>
        ))}
    </TableCell>
);

/** Screens by menu group, in the order the server lists them (the menu's order). */
const groupsOf = (screens: readonly ScreenAccessRow[]) => {
    const groups = new Map<string | null, ScreenAccessRow[]>();
    for (const row of screens) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
    return [...groups];
};
