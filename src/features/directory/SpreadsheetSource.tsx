import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ColumnGuess } from '../../../common/contract/directoryColumns';
import { directoryColumnsApi } from './directoryColumnsApi';

const ACCEPTED = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The spreadsheet a new table is guessed from: the server reads its header row and the rows
 * under it; what it guessed, or why it could not, is shown here and in the column editor.
 */
export const SpreadsheetSource = ({ onGuessed }: { onGuessed: (fileName: string, guess: ColumnGuess) => void }) => {
    const translate = useTranslate();
    const input = useRef<HTMLInputElement>(null);
    const [reading, setReading] = useState(false);
    const [error, setError] = useState<string>();
    const read = async (file: File | undefined) => {
        if (!file) return;
        setReading(true);
        setError(undefined);
        try {
            onGuessed(file.name, await directoryColumnsApi.guess(file));
        } catch (failure) {
            setError(failure instanceof Error ? failure.message : String(failure));
        } finally {
            setReading(false);
            // The same file chosen again after a fix is read again.
            if (input.current) input.current.value = '';
        }
    };
    return (
        <Stack spacing={1}>
            <input
                ref={input}
                hidden
                type="file"
                accept={ACCEPTED}
                aria-label={translate('directoryColumns.ui.chooseFile')}
                onChange={event => read(event.target.files?.[0])}
            />
            <div>
                <Button
                    variant="outlined"
                    startIcon={<UploadFileIcon />}
                    disabled={reading}
                    onClick={() => input.current?.click()}
                >
                    {translate('directoryColumns.ui.chooseFile')}
                </Button>
            </div>
            {reading && <LinearProgress aria-label={translate('directoryColumns.ui.reading')} />}
            {error && <Alert severity="error">{error}</Alert>}
        </Stack>
    );
};
