import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { LinkBase, useLocation, useLogin, useNavigate, useNotify, useTranslate } from 'react-admin';
import { FIND_PROVIDER_PATH } from '../../../common/routes';
import { PasswordField } from '../../components/PasswordField';
import { PublicPage } from '../../components/PublicPage';
import { SecondFactorRequired } from '../../providers/authProvider';
import { ApiError } from '../../providers/httpClient';
import { isSignedIn } from '../../providers/session';
import { redirectTarget } from './redirectTarget';

/**
 * Sign-in: the username is trimmed, the password sent as typed. An account with
 * a second factor then asks for its code; the server's challenge stays in this page's memory.
 */
const LoginPage = () => {
    const translate = useTranslate();
    const login = useLogin();
    const notify = useNotify();
    const navigate = useNavigate();
    const { search } = useLocation();
    const [values, setValues] = useState({ username: '', password: '' });
    const [touched, setTouched] = useState(false);
    const [pending, setPending] = useState(false);
    const [challenge, setChallenge] = useState<string | null>(null);

    useEffect(() => {
        if (isSignedIn()) navigate('/', { replace: true });
    }, [navigate]);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (!values.username.trim() || !values.password) return;
        setPending(true);
        try {
            await login(values, redirectTarget(search));
        } catch (error) {
            if (error instanceof SecondFactorRequired) {
                setChallenge(error.challenge);
                // The password is not needed any more: it does not stay in memory either.
                setValues({ ...values, password: '' });
            } else if (!(error instanceof ApiError)) {
                // Server refusals were already shown by the HTTP client.
                notify((error as Error).message, { type: 'error' });
            }
            setPending(false);
        }
    };

    if (challenge) {
        return (
            <Suspense fallback={null}>
                <SecondFactorStep
                    challenge={challenge}
                    onRestart={() => {
                        setChallenge(null);
                        setTouched(false);
                    }}
                />
            </Suspense>
        );
    }

    return (
        <PublicPage onSubmit={submit} title={translate('login.heading')} intro={translate('login.intro')}>
            <TextField
                name="username"
                label={translate('login.username')}
                autoComplete="username"
                autoFocus
                value={values.username}
                onChange={event => setValues({ ...values, username: event.target.value })}
                error={touched && !values.username.trim()}
                helperText={touched && !values.username.trim() ? translate('login.usernameRequired') : ' '}
            />
            <PasswordField
                label={translate('login.password')}
                value={values.password}
                onChange={password => setValues({ ...values, password })}
                error={touched && !values.password}
                helperText={touched && !values.password ? translate('login.passwordRequired') : ' '}
            />
            <Button type="submit" variant="contained" size="large" disabled={pending}>
                {translate('login.submit')}
            </Button>
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Link component={LinkBase} to="/forgotPassword" variant="body2">
                    {translate('login.forgotPassword')}
                </Link>
                <Typography variant="body2">
                    {translate('login.noAccount')}{' '}
                    <Link component={LinkBase} to="/register">
                        {translate('login.register')}
                    </Link>
                </Typography>
            </Stack>
            {/* Members look for a doctor here without an account. */}
            <Link component={LinkBase} to={FIND_PROVIDER_PATH} variant="body2" sx={{ alignSelf: 'center' }}>
                {translate('route.findProvider')}
            </Link>
        </PublicPage>
    );
};

export default LoginPage;

/** Only accounts with a second factor need the second step: it loads when asked for. */
const SecondFactorStep = lazy(() =>
    import('./SecondFactorStep').then(module => ({ default: module.SecondFactorStep }))
);
