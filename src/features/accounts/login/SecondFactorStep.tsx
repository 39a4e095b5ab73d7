import { Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocation, useLogin, useNotify, useTranslate } from 'react-admin';
import { PublicPage } from '../../../components/PublicPage';
import { isAuthenticatorCode, isRecoveryCode } from '../../../../common/validation/account';
import { ApiError } from '../../../providers/httpClient';
import { redirectTarget } from './redirectTarget';

/** Codes that leave the challenge usable: a wrong code, or too many attempts for now. */
const RETRYABLE = [60204, 429];

/**
 * The sign-in's second step: a 6-digit code from the authenticator, or a recovery code. A
 * challenge the server no longer accepts (expired, used) sends the user back to the first step.
 */
export const SecondFactorStep = ({ challenge, onRestart }: { challenge: string; onRestart: () => void }) => {
    const translate = useTranslate();
    const login = useLogin();
    const notify = useNotify();
    const { search } = useLocation();
    const [code, setCode] = useState('');
    const [touched, setTouched] = useState(false);
    const [pending, setPending] = useState(false);
    const wellFormed = isAuthenticatorCode(code) || isRecoveryCode(code);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (!wellFormed) return;
        setPending(true);
        try {
            await login({ challenge, code: code.trim() }, redirectTarget(search));
        } catch (error) {
            setPending(false);
            setCode('');
            setTouched(false);
            // The HTTP client showed the server's refusal; other failures are shown here.
            if (!(error instanceof ApiError)) notify((error as Error).message, { type: 'error' });
            else if (!RETRYABLE.includes(Number(error.code))) onRestart();
        }
    };

    const showError = touched && !wellFormed;
    return (
        <PublicPage
            onSubmit={submit}
            title={translate('secondFactor.signIn.heading')}
            intro={translate('secondFactor.signIn.intro')}
        >
            <TextField
                name="one-time-code"
                label={translate('secondFactor.signIn.code')}
                autoComplete="one-time-code"
                autoFocus
                value={code}
                onChange={event => setCode(event.target.value)}
                error={showError}
                helperText={translate(showError ? 'secondFactor.signIn.codeInvalid' : 'secondFactor.signIn.codeHint')}
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
            />
            <Button type="submit" variant="contained" size="large" disabled={pending}>
                {translate('secondFactor.signIn.submit')}
            </Button>
            <Button onClick={onRestart} disabled={pending}>
                {translate('secondFactor.signIn.restart')}
            </Button>
        </PublicPage>
    );
};
