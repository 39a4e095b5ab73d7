import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { DashboardPanel } from '../../../../common/contract/dashboard';
import type { NamedPanel } from './useDashboardLabels';

/** A panel's numbers as a table: one row per category, one column per series; copyable as text. */
export const PanelTable = ({
    panel,
    named,
    title,
    axis,
}: {
    panel: DashboardPanel;
    named: NamedPanel;
    title: string;
    axis: string;
}) => {
    const [locale] = useLocaleState();
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const format = (value: number) => (panel.unit === 'percent' ? `${number.format(value)} %` : number.format(value));
    return (
        <TableContainer>
            <Table size="small" aria-label={title}>
                <TableHead>
                    <TableRow>
                        <TableCell component="th" scope="col">
                            {axis}
                        </TableCell>
                        {named.series.map(item => (
                            <TableCell key={item.key} component="th" scope="col" align="right">
                                {item.label}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {named.categories.map((category, index) => (
                        <TableRow key={panel.categories.keys[index]}>
                            <TableCell component="th" scope="row">
                                {category}
                            </TableCell>
                            {named.series.map(item => (
                                <TableCell key={item.key} align="right">
                                    {format(item.values[index] ?? 0)}
                                </TableCell>
                            ))}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
