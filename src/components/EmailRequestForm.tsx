import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isValidEmail } from '../../common/validation/email';
import { refusalText } from '../providers/refusals';

/**
 * An e-mail address to send a link to (a new activation e-mail, a password reset). The server's
 * answer is the same whether or not an account uses the address; it is shown as it comes.
 */
export const EmailRequestForm = ({
    send,
    submitLabel,
    autoFocus,
}: {
    send: (email: string) => Promise<{ message: string }>;
    submitLabel: string;
    autoFocus?: boolean;
}) => {
    const translate = useTranslate();
    const [email, setEmail] = useState('');
    const [touched, setTouched] = useState(false);
    const request = useMutation({ mutationFn: send });
    const invalid = touched && !isValidEmail(email.trim());

    const submit = (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (isValidEmail(email.trim())) request.mutate(email.trim());
    };

    if (request.isSuccess) return <Alert severity="success">{request.data.message}</Alert>;
    return (
        <Stack component="form" onSubmit={submit} noValidate spacing={2}>
            {request.error && <Alert severity="error">{refusalText(request.error, translate)}</Alert>}
            <TextField
                name="email"
                type="email"
                label={translate('account.email')}
                autoComplete="email"
                autoFocus={autoFocus}
                value={email}
                onChange={event => setEmail(event.target.value)}
                error={invalid}
                helperText={invalid ? translate('account.emailInvalid') : ' '}
            />
            <Button type="submit" variant="contained" disabled={request.isPending}>
                {submitLabel}
            </Button>
        </Stack>
    );
};
