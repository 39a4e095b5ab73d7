import { Alert, Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CargoDeadlineAnswer } from '../../../common/contract/claimActions';
import { formatDay } from '../../lib/dayAndMoney';

const SEVERITY = {
    waiting: 'info',
    open: 'success',
    due_soon: 'warning',
    last_day: 'warning',
    passed: 'error',
} as const;

/**
 * The time limits of a cargo claim, each with its last day and where it stands: a warning from its
 * warning days on and on the last day itself (still in time), an error only once it has passed.
 */
export const CargoDeadlineList = ({ deadlines }: { deadlines: readonly CargoDeadlineAnswer[] }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    if (deadlines.length === 0) {
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('claimActionsView.cargoClaim.noDeadline')}
            </Typography>
        );
    }
    return (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {deadlines.map(deadline => (
                <Box component="li" key={deadline.rule}>
                    <Alert
                        role="status"
                        severity={SEVERITY[deadline.state]}
                        data-deadline={deadline.rule}
                        data-state={deadline.state}
                    >
                        <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
                            {translate(`claimActionsView.cargo.deadlines.${deadline.rule}`)} ({deadline.authority})
                        </Typography>
                        <Typography variant="body2" component="span">
                            {translate(`claimActionsView.cargo.states.${deadline.state}`)}
                            {deadline.lastDay &&
                                ` · ${translate('claimActionsView.cargoClaim.lastDay', { day: formatDay(deadline.lastDay, locale) })}`}
                            {deadline.daysLeft !== null &&
                                ` · ${
                                    deadline.daysLeft >= 0
                                        ? translate('claimActionsView.cargoClaim.daysLeft', { days: deadline.daysLeft })
                                        : translate('claimActionsView.cargoClaim.daysPassed', {
                                              days: -deadline.daysLeft,
                                          })
                                }`}
                        </Typography>
                    </Alert>
                </Box>
            ))}
        </Stack>
    );
};
