import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardPanel } from '../../../../common/contract/dashboard';
import type { NamedPanel } from './useDashboardLabels';

/** Height of one bar's band in a horizontal bar chart, in pixels. */
const BAND = 34;

/**
 * A panel drawn: days as lines, everything else as horizontal bars (long names stay readable on
 * a phone), several series stacked. To assistive technology it is one image named by `label`;
 * its numbers are read in the panel's table.
 */
export const PanelChart = ({ panel, named, label }: { panel: DashboardPanel; named: NamedPanel; label: string }) => {
    const percent = panel.unit === 'percent';
    const format = (value: number | null) => (value === null ? '' : percent ? `${value} %` : String(value));
    const stacked = named.series.length > 1;
    return (
        <Box role="img" aria-label={label} sx={{ width: '100%' }}>
            {panel.chart === 'line' ? (
                <LineChart
                    height={260}
                    skipAnimation
                    xAxis={[{ scaleType: 'point', data: named.axis }]}
                    yAxis={[{ min: 0, tickMinStep: 1 }]}
                    series={named.series.map(item => ({
                        data: item.values,
                        label: item.label,
                        curve: 'linear',
                        showMark: false,
                        valueFormatter: format,
                    }))}
                />
            ) : (
                <BarChart
                    height={Math.max(140, named.categories.length * BAND + (stacked ? 90 : 50))}
                    layout="horizontal"
                    skipAnimation
                    hideLegend={!stacked}
                    // Room right of the axis for its last tick ("100 %"), which would be cut otherwise.
                    margin={{ right: 24 }}
                    yAxis={[{ scaleType: 'band', data: named.axis, width: 'auto' }]}
                    xAxis={[{ min: 0, tickMinStep: 1, ...(percent ? { max: 100 } : {}), valueFormatter: format }]}
                    series={named.series.map(item => ({
                        data: item.values,
                        label: item.label,
                        valueFormatter: format,
                        ...(stacked ? { stack: 'total' } : {}),
                    }))}
                />
            )}
        </Box>
    );
};
