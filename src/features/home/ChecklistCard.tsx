import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { Home } from '../../../common/contract/home';
import { GETTING_STARTED_PATH } from '../../../common/routes';
import { SectionCard } from '../../components/SectionCard';
import type { HomeText } from './homeText';

/** The getting-started steps left: progress and the next step, linking to the checklist. */
export const ChecklistCard = ({ checklist, text }: { checklist: NonNullable<Home['checklist']>; text: HomeText }) => {
    const progress = text('home.checklist.progress', { done: checklist.done, total: checklist.total });
    const next = checklist.next[0];
    return (
        <SectionCard title={text('home.checklist.title')}>
            <Stack spacing={1}>
                <Typography>{progress}</Typography>
                <LinearProgress
                    variant="determinate"
                    value={checklist.total ? (100 * checklist.done) / checklist.total : 0}
                    aria-label={text('gettingStarted.progressLabel')}
                    aria-valuetext={progress}
                />
                {next && (
                    <Typography color="text.secondary">
                        {text('home.checklist.next', { step: text(`gettingStarted.steps.${next}.title`) })}
                    </Typography>
                )}
                <div>
                    <Button component={LinkBase} to={GETTING_STARTED_PATH} variant="contained" size="small">
                        {text('home.checklist.open')}
                    </Button>
                </div>
            </Stack>
        </SectionCard>
    );
};
