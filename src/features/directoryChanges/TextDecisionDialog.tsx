import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DECISION_TEXT_MAX } from '../../../common/vocabularies/directoryChanges';

/** A decision in words — a change's rejection reason, a member's answer — sent with `send`. */
export const TextDecisionDialog = ({
    title,
    context,
    label,
    confirm,
    send,
    onClose,
    onDone,
}: {
    title: string;
    context: string;
    label: string;
    confirm: string;
    send: (text: string) => Promise<unknown>;
    onClose: () => void;
    onDone: () => void;
}) => {
    const translate = useTranslate();
    const [text, setText] = useState('');
    const [problem, setProblem] = useState<string>();
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        try {
            await send(text.trim());
            onDone();
        } catch (error) {
            setProblem((error as Error).message);
        }
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decision-title">
            <form onSubmit={event => void submit(event)}>
                <DialogTitle id="decision-title">{title}</DialogTitle>
                <DialogContent>
                    <DialogContentText sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{context}</DialogContentText>
                    <TextField
                        label={label}
                        value={text}
                        onChange={event => setText(event.target.value)}
                        required
                        fullWidth
                        multiline
                        minRows={3}
                        slotProps={{ htmlInput: { maxLength: DECISION_TEXT_MAX } }}
                    />
                    {problem && (
                        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                            {problem}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('directoryWork.cancel')}</Button>
                    <Button type="submit" variant="contained">
                        {confirm}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
