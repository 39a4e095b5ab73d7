import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    Stack,
    TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isValidEmail } from '../../../common/validation/email';
import { ApiError } from '../../providers/httpClient';
import { usePortalConfig } from '../../providers/portalConfig';
import { getUserInfo } from '../../providers/session';
import { userApi } from '../../providers/userApi';

interface ContactForm {
    email: string;
    subject: string;
    description: string;
}

/**
 * The contact form (spec §2, §5, §8): Send needs all three fields and a valid e-mail; the form
 * closes on Send and a second dialog tells the outcome. What the user typed is kept until the
 * request is received.
 */
export const ContactDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const { contactEmail } = usePortalConfig();
    const profileEmail = getUserInfo()?.email ?? '';
    const [form, setForm] = useState<ContactForm>({ email: profileEmail, subject: '', description: '' });
    const [emailTouched, setEmailTouched] = useState(false);
    const [result, setResult] = useState<string | null>(null);
    const complete = Boolean(form.email.trim() && form.subject.trim() && form.description.trim());
    const emailInvalid = form.email.trim() !== '' && !isValidEmail(form.email.trim());

    const send = async () => {
        if (emailInvalid) {
            setEmailTouched(true);
            return;
        }
        onClose();
        try {
            await userApi.contactUs({
                email: form.email.trim(),
                subject: form.subject.trim(),
                description: form.description.trim(),
            });
            setForm({ email: profileEmail, subject: '', description: '' });
            setEmailTouched(false);
            setResult(translate('contact.received'));
        } catch (error) {
            setResult(error instanceof ApiError ? error.message : translate('http.error'));
        }
    };
    const field = (name: keyof ContactForm) => ({
        name,
        value: form[name],
        onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
        label: translate(`contact.${name}`),
        fullWidth: true,
    });

    return (
        <>
            <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-dialog-title">
                <DialogTitle id="contact-dialog-title">{translate('contact.title')}</DialogTitle>
                <DialogContent>
                    <Stack spacing={2} sx={{ pt: 1 }}>
                        <TextField label={translate('contact.to')} value={contactEmail} fullWidth slotProps={{ input: { readOnly: true } }} />
                        <TextField
                            {...field('email')}
                            type="email"
                            placeholder={translate('contact.emailPlaceholder', { email: profileEmail || 'name@example.com' })}
                            onBlur={() => setEmailTouched(true)}
                            error={emailTouched && emailInvalid}
                            helperText={emailTouched && emailInvalid ? translate('contact.invalidEmail') : ' '}
                        />
                        <TextField {...field('subject')} placeholder={translate('contact.subjectPlaceholder')} slotProps={{ htmlInput: { maxLength: 200 } }} />
                        <TextField
                            {...field('description')}
                            multiline
                            rows={10}
                            placeholder={translate('contact.descriptionPlaceholder')}
                            slotProps={{ htmlInput: { maxLength: 5000 } }}
                        />
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('contact.cancel')}</Button>
                    <Button variant="contained" onClick={send} disabled={!complete}>
                        {translate('contact.send')}
                    </Button>
                </DialogActions>
            </Dialog>
            <Dialog open={result !== null} onClose={() => setResult(null)} aria-labelledby="contact-result-title">
                <DialogTitle id="contact-result-title">{translate('contact.resultTitle')}</DialogTitle>
                <DialogContent>
                    <DialogContentText>{result}</DialogContentText>
                </DialogContent>
                <DialogActions>
                    <Button variant="contained" onClick={() => setResult(null)} autoFocus>
                        {translate('contact.ok')}
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
