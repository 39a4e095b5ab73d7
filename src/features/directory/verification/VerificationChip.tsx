import { Chip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DirectoryRowRecord } from '../../../../common/contract/directory';
import { parseTime } from '../../../lib/time';

const COLORS = { current: 'success', dueSoon: 'info', overdue: 'warning', suppressed: 'error' } as const;

/** A listing's place on its verification clock, with its due date: current, due soon, overdue, withdrawn. */
export const VerificationChip = ({ row }: { row: Pick<DirectoryRowRecord, 'verificationState' | 'dueAt'> }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const state = translate(`directoryAccuracy.states.${row.verificationState}`);
    const due = row.dueAt
        ? translate('directoryAccuracy.ui.dueOn', { date: parseTime(row.dueAt, '{y}-{m}-{d}', locale) })
        : translate('directory.ui.neverVerified');
    return <Chip size="small" color={COLORS[row.verificationState]} label={`${state} · ${due}`} />;
};
