import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePortalConfig } from '../../providers/portalConfig';
import type { ContactFormState, ContactValues } from './useContactForm';

/** The fixed To address, then Contact email, Subject and a 10-row Description. */
export const ContactFields = ({ form }: { form: ContactFormState }) => {
    const translate = useTranslate();
    const { contactEmail } = usePortalConfig();
    const { values, setValue, emailInvalid, emailTouched } = form;
    const field = (name: keyof ContactValues) => ({
        name,
        value: values[name],
        onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
        label: translate(`contact.${name}`),
        fullWidth: true,
    });
    return (
        <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
                label={translate('contact.to')}
                value={contactEmail}
                fullWidth
                slotProps={{ input: { readOnly: true } }}
            />
            <TextField
                {...field('email')}
                type="email"
                placeholder={translate('contact.emailPlaceholder', { email: form.profileEmail || 'name@example.com' })}
                onBlur={form.touchEmail}
                error={emailTouched && emailInvalid}
                helperText={emailTouched && emailInvalid ? translate('contact.invalidEmail') : ' '}
            />
            <TextField
                {...field('subject')}
                placeholder={translate('contact.subjectPlaceholder')}
                slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
                {...field('description')}
                multiline
                rows={10}
                placeholder={translate('contact.descriptionPlaceholder')}
                slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
        </Stack>
    );
};
