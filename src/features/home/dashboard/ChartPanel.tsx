import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { DashboardPanel } from '../../../../common/contract/dashboard';
import { SectionCard } from '../../../components/SectionCard';
import type { CatalogText } from '../../../providers/lazyCatalog';
import { PanelTable } from './PanelTable';
import { PanelChart } from './PanelChart';
import { namedPanel, type Labeller } from './useDashboardLabels';

/**
 * One chart of the dashboard, with a button that shows the same numbers as a table (for screen
 * readers and for copying) and back. Whether the period counts is said next to the title.
 */
export const ChartPanel = ({ panel, text, label }: { panel: DashboardPanel; text: CatalogText; label: Labeller }) => {
    const [asTable, setAsTable] = useState(false);
    const title = text(`panels.${panel.id}.title`);
    const named = namedPanel(panel, label);
    const empty = named.categories.length === 0 || named.series.every(item => item.values.every(value => value === 0));
    return (
        <SectionCard
            title={title}
            action={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Chip size="small" variant="outlined" label={text(panel.inPeriod ? 'inPeriod' : 'now')} />
                    {!empty && (
                        <Button size="small" onClick={() => setAsTable(shown => !shown)}>
                            {text(asTable ? 'showChart' : 'showTable')}
                        </Button>
                    )}
                </Stack>
            }
        >
            {empty ? (
                <Typography color="text.secondary">{text('empty')}</Typography>
            ) : asTable ? (
                <PanelTable panel={panel} named={named} title={title} axis={text(`panels.${panel.id}.axis`)} />
            ) : (
                <PanelChart panel={panel} named={named} label={text('chartLabel', { title })} />
            )}
        </SectionCard>
    );
};
