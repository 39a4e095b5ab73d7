import { Alert, Button, Card, CardContent, LinearProgress, List, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useHomeText } from '../homeText';
import { ChecklistStepItem } from './ChecklistStepItem';
import { useChecklist } from './useChecklist';

/**
 * `/gettingStarted`: the first steps of the user's role, with the progress made. The server says
 * which are done; the user ticks the steps nothing shows, and puts the list away once complete.
 */
export const GettingStartedPage = () => {
    const translate = useTranslate();
    const text = useHomeText();
    const { data: checklist, error, tick, dismiss } = useChecklist();
    if (error)
        return (
            <Alert severity="error" sx={{ mt: 2 }}>
                {error.message}
            </Alert>
        );
    if (!checklist || !text) return <LinearProgress aria-label={translate('app.loading')} sx={{ mt: 2 }} />;
    const progress = text('gettingStarted.progress', { done: checklist.done, total: checklist.total });
    return (
        <Card sx={{ mt: 2, mb: 4 }}>
            <Title title="route.gettingStarted" />
            <CardContent>
                <Stack spacing={2}>
                    <Typography variant="h5" component="h1">
                        {translate('route.gettingStarted')}
                    </Typography>
                    <Typography>
                        {text('gettingStarted.intro', {
                            role: translate(`roles.${checklist.role}`, { _: checklist.role }),
                        })}
                    </Typography>
                    <div>
                        <Typography id="getting-started-progress" gutterBottom>
                            {progress}
                        </Typography>
                        <LinearProgress
                            variant="determinate"
                            value={checklist.total ? (100 * checklist.done) / checklist.total : 0}
                            aria-labelledby="getting-started-progress"
                            aria-valuetext={progress}
                            sx={{ height: 8, borderRadius: 1 }}
                        />
                    </div>
                    {checklist.dismissed ? (
                        <Alert
                            severity="info"
                            action={
                                <Button
                                    color="inherit"
                                    size="small"
                                    onClick={() => dismiss.mutate(false)}
                                    disabled={dismiss.isPending}
                                >
                                    {text('gettingStarted.showAgain')}
                                </Button>
                            }
                        >
                            {text('gettingStarted.dismissed')}
                        </Alert>
                    ) : (
                        checklist.complete && (
                            <Alert
                                severity="success"
                                action={
                                    <Button
                                        color="inherit"
                                        size="small"
                                        onClick={() => dismiss.mutate(true)}
                                        disabled={dismiss.isPending}
                                    >
                                        {text('gettingStarted.dismiss')}
                                    </Button>
                                }
                            >
                                {text('gettingStarted.complete')}
                            </Alert>
                        )
                    )}
                    <List aria-labelledby="getting-started-progress">
                        {checklist.steps.map(step => (
                            <ChecklistStepItem
                                key={step.id}
                                step={step}
                                text={text}
                                busy={tick.isPending}
                                onTick={done => tick.mutate({ step: step.id, done })}
                            />
                        ))}
                    </List>
                </Stack>
            </CardContent>
        </Card>
    );
};
