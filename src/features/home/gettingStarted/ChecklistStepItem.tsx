import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Chip, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ChecklistStep } from '../../../../common/contract/home';
import type { HomeText } from '../homeText';
import { useRoles } from '../../../providers/session';

/**
 * One step: done or not, what it asks, how it is checked, a link to where it is done and, for a
 * step the user confirms by hand, the button that ticks it.
 */
export const ChecklistStepItem = ({
    step,
    text,
    busy,
    onTick,
}: {
    step: ChecklistStep;
    text: HomeText;
    busy: boolean;
    onTick: (done: boolean) => void;
}) => {
    const { pathname } = useLocation();
    const roles = useRoles();
    const title = text(`gettingStarted.steps.${step.id}.title`);
    return (
        <ListItem divider alignItems="flex-start" data-testid={`step-${step.id}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemIcon sx={{ mt: 0.5, minWidth: 40 }}>
                {step.done ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon color="disabled" />}
            </ListItemIcon>
            <ListItemText
                sx={{ flex: '1 1 180px' }}
                primary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography component="span" fontWeight={600}>
                            {title}
                        </Typography>
                        <Chip
                            size="small"
                            color={step.done ? 'success' : 'default'}
                            variant={step.done ? 'filled' : 'outlined'}
                            label={text(step.done ? 'gettingStarted.done' : 'gettingStarted.todo')}
                        />
                    </Box>
                }
                secondary={
                    <>
                        {text(`gettingStarted.steps.${step.id}.${helpKey(step, roles)}`)}
                        {step.detail && (
                            <Typography component="span" display="block" color="text.primary" sx={{ mt: 0.5 }}>
                                {step.detail}
                            </Typography>
                        )}
                        <Typography component="span" display="block" variant="caption">
                            {text(step.manual ? 'gettingStarted.manual' : 'gettingStarted.automatic')}
                        </Typography>
                    </>
                }
            />
            <Stack direction="row" spacing={1} sx={{ alignSelf: 'center' }}>
                {step.path !== pathname && (
                    <Button
                        component={LinkBase}
                        to={step.path}
                        size="small"
                        variant={step.done || step.manual ? 'text' : 'contained'}
                        aria-label={text('gettingStarted.goLabel', { step: title })}
                    >
                        {text('gettingStarted.go')}
                    </Button>
                )}
                {step.manual && (
                    <Button
                        size="small"
                        variant={step.done ? 'text' : 'contained'}
                        disabled={busy}
                        onClick={() => onTick(!step.done)}
                        aria-label={text(
                            step.done ? 'gettingStarted.markUndoneLabel' : 'gettingStarted.markDoneLabel',
                            { step: title }
                        )}
                    >
                        {text(step.done ? 'gettingStarted.markUndone' : 'gettingStarted.markDone')}
                    </Button>
                )}
            </Stack>
        </ListItem>
    );
};

/** A health plan's profile is complete with its plan name too, which no other role has. */
const helpKey = (step: ChecklistStep, roles: readonly string[]) =>
    step.id === 'completeProfile' && roles.includes('healthplan') ? 'helpPlan' : 'help';
