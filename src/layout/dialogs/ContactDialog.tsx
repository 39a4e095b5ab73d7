import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ContactFields, ContactResultDialog, useContactForm } from '../../components/contact';

/**
 * The contact form in a dialog: the form closes on Send and a second dialog
 * tells the outcome.
 */
export const ContactDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const form = useContactForm();
    const send = () => {
        if (!form.canSend()) return;
        onClose();
        void form.send();
    };
    return (
        <>
            <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-dialog-title">
                <DialogTitle id="contact-dialog-title">{translate('contact.title')}</DialogTitle>
                <DialogContent>
                    <ContactFields form={form} />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('contact.cancel')}</Button>
                    <Button variant="contained" onClick={send} disabled={!form.complete}>
                        {translate('contact.send')}
                    </Button>
                </DialogActions>
            </Dialog>
            <ContactResultDialog form={form} />
        </>
    );
};
