import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContactFormState } from './useContactForm';

/** The outcome of a contact request, in its own dialog with OK. */
export const ContactResultDialog = ({ form }: { form: ContactFormState }) => {
    const translate = useTranslate();
    return (
        <Dialog open={form.result !== null} onClose={form.clearResult} aria-labelledby="contact-result-title">
            <DialogTitle id="contact-result-title">{translate('contact.resultTitle')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{form.result}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button variant="contained" onClick={form.clearResult} autoFocus>
                    {translate('contact.ok')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
