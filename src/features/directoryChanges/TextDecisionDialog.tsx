import { DialogContentText, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DECISION_TEXT_MAX } from '../../../common/vocabularies/directoryChanges';
import { FormDialog } from '../../components/FormDialog';

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
    const submit = async () => {
        try {
            await send(text.trim());
            onDone();
        } catch (error) {
            setProblem((error as Error).message);
        }
    };
    return (
        <FormDialog
            title={title}
            submitLabel={confirm}
            cancelLabel={translate('directoryWork.cancel')}
            onSubmit={() => void submit()}
            onClose={onClose}
            error={problem}
            browserValidation
        >
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
        </FormDialog>
    );
};
