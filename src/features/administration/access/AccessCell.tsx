import LockIcon from '@mui/icons-material/Lock';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Chip, IconButton, Stack, Switch, TableCell, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AccessRole, ScreenAccessRow } from '../../../../common/contract/access';
import { useChangeAccess } from './useAccessMatrix';

/**
 * One role's access to one screen: a switch, or a lock where it cannot change (the admin role,
 * locked screens). A cell that differs from its default says so and can go back to it.
 */
export const AccessCell = ({ role, row }: { role: AccessRole; row: ScreenAccessRow }) => {
    const translate = useTranslate();
    const change = useChangeAccess(role, row);
    const cell = row.access[role.id];
    if (!cell) return <TableCell />;
    const lockedBy = !role.grantable ? 'access.lockedAdmin' : row.locked ? 'access.lockedScreen' : null;
    const changed = cell.allowed !== cell.byDefault;
    return (
        <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'center' }}>
                <Switch
                    size="small"
                    checked={cell.allowed}
                    disabled={lockedBy !== null || change.isPending}
                    // Back at the default, the grant goes: the cell follows the route table again.
                    onChange={(_event, checked) => change.mutate(checked === cell.byDefault ? null : checked)}
                    slotProps={{
                        input: { 'aria-label': translate('access.toggle', { role: role.label, screen: row.title }) },
                    }}
                />
                {lockedBy && (
                    <Tooltip title={translate(lockedBy)}>
                        {/* The icon itself stays hidden from screen readers: its focusable wrapper is the image they announce. */}
                        <Box
                            component="span"
                            role="img"
                            tabIndex={0}
                            aria-label={translate(lockedBy)}
                            sx={{ display: 'inline-flex' }}
                        >
                            <LockIcon fontSize="small" color="disabled" />
                        </Box>
                    </Tooltip>
                )}
                {changed && !lockedBy && (
                    <>
                        <Tooltip
                            title={translate('access.changedHint', {
                                state: translate(cell.byDefault ? 'access.allowed' : 'access.denied'),
                            })}
                        >
                            <Chip size="small" variant="outlined" color="warning" label={translate('access.changed')} />
                        </Tooltip>
                        <Tooltip title={translate('access.reset')}>
                            <span>
                                <IconButton
                                    size="small"
                                    aria-label={translate('access.reset')}
                                    disabled={change.isPending}
                                    onClick={() => change.mutate(null)}
                                >
                                    <RestartAltIcon fontSize="small" />
                                </IconButton>
                            </span>
                        </Tooltip>
                    </>
                )}
            </Stack>
        </TableCell>
    );
};
