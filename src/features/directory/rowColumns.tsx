import DeleteIcon from '@mui/icons-material/Delete';
import HistoryIcon from '@mui/icons-material/History';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useTranslate } from 'react-admin';
import type { DirectoryRowRecord } from '../../../common/contract/directory';
import { VerificationChip } from './verification/VerificationChip';
import type { GridRow } from './gridColumns';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The grid's first column: a row's history, and its delete or restore for those who may edit. */
export const actionsColumn = (
    translate: Translate,
    canEdit: boolean,
    on: {
        history: (row: GridRow) => void;
        verification: (row: GridRow) => void;
        restore: (row: GridRow) => void;
        remove: (row: GridRow) => void;
    }
): GridColDef<GridRow> => ({
    field: 'actions',
    type: 'actions',
    width: 120,
    getActions: ({ row }) => [
        <GridActionsCellItem
            key="verification"
            icon={<VerifiedIcon />}
            label={translate('directoryAccuracy.ui.state')}
            onClick={() => on.verification(row)}
        />,
        <GridActionsCellItem
            key="history"
            icon={<HistoryIcon />}
            label={translate('directory.ui.history')}
            onClick={() => on.history(row)}
        />,
        ...(!canEdit
            ? []
            : row.record.deletedAt
              ? [
                    <GridActionsCellItem
                        key="restore"
                        icon={<RestoreIcon />}
                        label={translate('directory.ui.restore')}
                        onClick={() => on.restore(row)}
                    />,
                ]
              : [
                    <GridActionsCellItem
                        key="delete"
                        icon={<DeleteIcon />}
                        label={translate('ra.action.delete')}
                        onClick={() => on.remove(row)}
                    />,
                ]),
    ],
});

/** "Last verified": the date, with the listing's place on its verification clock. */
export const verifiedColumn = (translate: Translate): GridColDef<GridRow> => ({
    field: 'verifiedAt',
    headerName: translate('directory.ui.lastVerified'),
    width: 320,
    editable: false,
    filterable: false,
    valueGetter: (_value, row) => row.record.verifiedAt,
    renderCell: ({ row }) => <VerifiedCell record={row.record} />,
});

const VerifiedCell = ({ record }: { record: DirectoryRowRecord }) => {
    const translate = useTranslate();
    return (
        <>
            {record.verifiedAt ? record.verifiedAt.slice(0, 10) : translate('directory.ui.never')}{' '}
            <VerificationChip row={record} />
        </>
    );
};
