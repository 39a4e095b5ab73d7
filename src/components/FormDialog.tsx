import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface FormDialogProps {
    title: ReactNode;
    /** The fields, and whatever the form shows around them. */
    children: ReactNode;
    submitLabel: string;
    cancelLabel: string;
    /** Sends the form: by the submit button or Enter in a field. */
    onSubmit: () => void;
    onClose: () => void;
    /** Why the last send failed, shown under the fields; what the user typed stays. */
    error?: string | null;
    /** While the form cannot be sent yet, or is being sent. */
    submitDisabled?: boolean;
    maxWidth?: DialogProps['maxWidth'];
    /**
     * Leaves the required fields' check to the browser (a field's own message in the browser's
     * language) rather than to the form's own translated messages.
     */
    browserValidation?: boolean;
    /** The title's element id, for a page that points at the dialog; one is made otherwise. */
    titleId?: string;
}

/**
 * A form in a dialog, as every dialog of the portal that sends something is built: a title that
 * names the dialog, the fields, the refusal in an alert, Cancel and the contained submit button.
 */
export const FormDialog = ({
    title,
    children,
    submitLabel,
    cancelLabel,
    onSubmit,
    onClose,
    error,
    submitDisabled,
    maxWidth = 'sm',
    browserValidation = false,
    titleId: givenTitleId,
}: FormDialogProps) => {
    const madeTitleId = useId();
    const titleId = givenTitleId ?? madeTitleId;
    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
            <form
                noValidate={!browserValidation}
                onSubmit={event => {
                    event.preventDefault();
                    onSubmit();
                }}
            >
                <DialogTitle id={titleId}>{title}</DialogTitle>
                <DialogContent>
                    {children}
                    {error && (
                        <Alert severity="error" sx={{ mt: 2 }}>
                            {error}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{cancelLabel}</Button>
                    <Button type="submit" variant="contained" disabled={submitDisabled}>
                        {submitLabel}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
