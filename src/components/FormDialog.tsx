import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    useMediaQuery,
    type DialogProps,
    type Theme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

interface FormDialogProps {
    title: ReactNode;
    /** The fields, and whatever the form shows around them. */
    children: ReactNode;
    submitLabel: string;
    cancelLabel: string;
    /** Sends the form: by the submit button or Enter in a field. None: nothing to send, no submit button. */
    onSubmit?: () => void;
    onClose: () => void;
    /** Why the last send failed, shown under the fields; what the user typed stays. */
    error?: string | null;
    /** While the form cannot be sent yet, or is being sent. */
    submitDisabled?: boolean;
    /** A slow send under way, told to assistive technology on the submit button (aria-busy). */
    submitBusy?: boolean;
    /**
     * While a send must not be cut off (files going up one after the other): Cancel is disabled,
     * and Escape or a click beside the dialog leave it open.
     */
    closeDisabled?: boolean;
    maxWidth?: DialogProps['maxWidth'];
    /** The whole screen on a phone, for a form too wide or too long for a dialog there. */
    fullScreenOnPhone?: boolean;
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
    submitBusy,
    closeDisabled = false,
    maxWidth = 'sm',
    fullScreenOnPhone = false,
    browserValidation = false,
    titleId: givenTitleId,
}: FormDialogProps) => {
    const madeTitleId = useId();
    const titleId = givenTitleId ?? madeTitleId;
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
        <Dialog
            open
            onClose={closeDisabled ? undefined : onClose}
            aria-labelledby={titleId}
            fullWidth
            maxWidth={maxWidth}
            fullScreen={fullScreenOnPhone && phone}
        >
            {/* A column of the dialog's height, so that a long form scrolls its fields and keeps its buttons in sight. */}
            <form
                style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
                noValidate={!browserValidation}
                onSubmit={event => {
                    event.preventDefault();
                    // Enter in a field sends only when the submit button could.
                    if (!submitDisabled) onSubmit?.();
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
                    <Button onClick={onClose} disabled={closeDisabled}>
                        {cancelLabel}
                    </Button>
                    {onSubmit && (
                        <Button type="submit" variant="contained" disabled={submitDisabled} aria-busy={submitBusy}>
                            {submitLabel}
                        </Button>
                    )}
                </DialogActions>
            </form>
        </Dialog>
    );
};
