import { Box, CircularProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Dashboard } from '../../../../common/contract/dashboard';
import {
    DASHBOARD_PERIODS,
    DEFAULT_DASHBOARD_PERIOD,
    type DashboardPeriod,
} from '../../../../common/vocabularies/dashboard';
import { dashboardKeys, fetchDashboard } from '../dashboardApi';
import type { CatalogText } from '../../../providers/lazyCatalog';
import { ChartPanel } from './ChartPanel';
import { useDashboardLabels, useDashboardText } from './useDashboardLabels';

const isPeriod = (value: string | null): value is DashboardPeriod =>
    DASHBOARD_PERIODS.includes(value as DashboardPeriod);

/**
 * `/dashboard`: the user's figures and charts over the last 7, 30 or 90 days (`?period=`), as
 * the server computes them for the role: the portal's for admins, the organisation's own for
 * everyone else.
 */
export const DashboardPage = () => {
    const text = useDashboardText();
    const translate = useTranslate();
    const [search, setSearch] = useSearchParams();
    const wanted = search.get('period');
    const period = isPeriod(wanted) ? wanted : DEFAULT_DASHBOARD_PERIOD;
    const { data } = useQuery({
        queryKey: dashboardKeys.period(period),
        queryFn: () => fetchDashboard(period),
        // The last period's figures stay on screen while the next ones load.
        placeholderData: previous => previous,
    });
    const choose = (next: DashboardPeriod | null) =>
        next &&
        setSearch(current => {
            const params = new URLSearchParams(current);
            params.set('period', next);
            return params;
        });
    return (
        <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
            <Title title="route.dashboard" />
            {!text || !data ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
                    <Typography>{text?.('loading')}</Typography>
                </Stack>
            ) : (
                <>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                        <ToggleButtonGroup
                            exclusive
                            size="small"
                            value={period}
                            onChange={(_, next: DashboardPeriod | null) => choose(next)}
                            aria-label={text('period')}
                        >
                            {DASHBOARD_PERIODS.map(value => (
                                <ToggleButton key={value} value={value}>
                                    {text(`periods.${value}`)}
                                </ToggleButton>
                            ))}
                        </ToggleButtonGroup>
                        <PeriodRange dashboard={data} text={text} />
                    </Stack>
                    <Figures dashboard={data} text={text} />
                    <Panels dashboard={data} text={text} />
                </>
            )}
        </Stack>
    );
};

/** The days the period covers, in the user's locale. */
const PeriodRange = ({ dashboard, text }: { dashboard: Dashboard; text: CatalogText }) => {
    const [locale] = useLocaleState();
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const format = (value: string) => day.format(new Date(`${value}T00:00:00Z`));
    return (
        <Typography color="text.secondary" aria-live="polite">
            {text('range', { from: format(dashboard.from), to: format(dashboard.to) })}
        </Typography>
    );
};

/** The headline numbers, each saying whether it counts the period or the state now. */
const Figures = ({ dashboard, text }: { dashboard: Dashboard; text: CatalogText }) => {
    const [locale] = useLocaleState();
    const number = new Intl.NumberFormat(locale);
    return (
        <Box
            component="ul"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', p: 0, m: 0 }}
        >
            {dashboard.figures.map(figure => (
                <Paper component="li" key={figure.id} variant="outlined" sx={{ listStyle: 'none', p: 2 }}>
                    <Typography variant="h4" component="p">
                        {number.format(figure.value)}
                    </Typography>
                    <Typography>{text(`figures.${figure.id}`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                        {text(figure.inPeriod ? 'inPeriod' : 'now')}
                    </Typography>
                </Paper>
            ))}
        </Box>
    );
};

const Panels = ({ dashboard, text }: { dashboard: Dashboard; text: CatalogText }) => {
    const label = useDashboardLabels(text);
    return (
        <Box
            sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
        >
            {dashboard.panels.map(panel => (
                <ChartPanel key={panel.id} panel={panel} text={text} label={label} />
            ))}
        </Box>
    );
};
