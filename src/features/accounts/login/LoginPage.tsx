import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { LinkBase, useLocation, useLogin, useNavigate, useNotify, useTranslate } from 'react-admin';
import { FIND_PROVIDER_PATH } from '../../../../common/routes';
import { PasswordField } from '../../../components/PasswordField';
import { PublicPage } from '../../../components/PublicPage';
import { SecondFactorRequired } from '../../../providers/authProvider';
import { ApiError } from '../../../providers/httpClient';
import { isSignedIn } from '../../../providers/session';
import { DomainHint, ProviderLogoutOffer, SsoButtons, SsoRefusal, useLoginProviders } from './IdentityProviderSignIn';
import { providerForEmail, startUrlOf } from './loginProvidersApi';
import { redirectTarget } from './redirectTarget';

/** The query keys a single sign-on comes back with (`?sso=<provider>` or `?ssoError=<reason>`). */
const SSO_KEYS = ['sso', 'ssoError'];

/**
 * Sign-in: the username is trimmed, the password sent as typed. An account with
 * a second factor then asks for its code; the server's challenge stays in this page's memory.
 * Each identity provider has its button; an address of a provider's domain leads to it. Back from
 * a provider, the page finishes the sign-in (`?sso=`) or says why it was refused (`?ssoError=`).
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
    const providers = useLoginProviders();
    const query = new URLSearchParams(search);
    const ssoProvider = query.get('sso');
    for (const key of SSO_KEYS) query.delete(key);
    const target = redirectTarget(query.toString() ? `?${query}` : '');
    const domainProvider = providerForEmail(providers, values.username);

    useEffect(() => {
        if (isSignedIn()) navigate('/', { replace: true });
    }, [navigate]);

    useEffect(() => {
        if (!ssoProvider) return;
        login({ sso: true }, target).catch((error: unknown) => {
            if (!(error instanceof ApiError)) notify((error as Error).message, { type: 'error' });
        });
        // Once per return from a provider: the query names it.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [ssoProvider]);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (domainProvider) {
            window.location.assign(startUrlOf(domainProvider, target));
            return;
        }
        if (!values.username.trim() || !values.password) return;
        setPending(true);
        try {
            await login(values, target);
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
            <SsoRefusal reason={new URLSearchParams(search).get('ssoError')} />
            <ProviderLogoutOffer />
            {ssoProvider && <Typography role="status">{translate('sso.login.signingIn')}</Typography>}
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
            {domainProvider ? (
                <DomainHint provider={domainProvider} email={values.username.trim()} />
            ) : (
                <PasswordField
                    label={translate('login.password')}
                    value={values.password}
                    onChange={password => setValues({ ...values, password })}
                    error={touched && !values.password}
                    helperText={touched && !values.password ? translate('login.passwordRequired') : ' '}
                />
            )}
            <Button type="submit" variant="contained" size="large" disabled={pending}>
                {domainProvider
                    ? translate('sso.login.continueWith', { name: domainProvider.name })
                    : translate('login.submit')}
            </Button>
            <SsoButtons providers={providers} redirect={target} />
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
