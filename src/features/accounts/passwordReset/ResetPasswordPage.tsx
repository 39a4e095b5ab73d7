import { Alert, Button, Link } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { isAcceptablePassword, NewPasswordField } from '../../../components/NewPasswordField';
import { PublicPage } from '../../../components/PublicPage';
import { accountApi } from '../accountApi';
import { isPasswordRefusal, refusalCode, refusalText } from '../../../providers/refusals';

type Outcome = { done: string } | { linkProblem: string } | { problem: string; atPassword: boolean };

/**
 * `/resetPassword?key=`: a new password under the same live rules as everywhere. An
 * unknown, used or expired link says so and leads to asking for a new one.
 */
export const ResetPasswordPage = () => {
    const translate = useTranslate();
    const key = new URLSearchParams(useLocation().search).get('key');
    const [password, setPassword] = useState('');
    const [submitted, setSubmitted] = useState(false);
    const [pending, setPending] = useState(false);
    const [outcome, setOutcome] = useState<Outcome>();

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        if (!key || !isAcceptablePassword(password, {})) return;
        setPending(true);
        try {
            setOutcome({ done: (await accountApi.resetPassword(key, password)).message });
        } catch (error) {
            const message = refusalText(error, translate);
            const code = refusalCode(error);
            if (isPasswordRefusal(error, translate)) setOutcome({ problem: message, atPassword: true });
            else if (code === 400 || code === 404 || code === 409) setOutcome({ linkProblem: message });
            else setOutcome({ problem: message, atPassword: false });
        } finally {
            setPending(false);
        }
    };

    if (outcome && 'done' in outcome) {
        return (
            <PublicPage title={translate('passwordReset.reset.heading')}>
                <Alert severity="success">{outcome.done}</Alert>
                <Button component={LinkBase} to="/login" variant="contained" size="large">
                    {translate('account.signIn')}
                </Button>
            </PublicPage>
        );
    }
    if (!key || (outcome && 'linkProblem' in outcome)) {
        return (
            <PublicPage title={translate('passwordReset.reset.heading')}>
                <Alert severity="warning">
                    {outcome && 'linkProblem' in outcome ? outcome.linkProblem : translate('account.linkIncomplete')}
                </Alert>
                <Button component={LinkBase} to="/forgotPassword" variant="contained">
                    {translate('passwordReset.reset.askAgain')}
                </Button>
            </PublicPage>
        );
    }
    return (
        <PublicPage
            onSubmit={submit}
            title={translate('passwordReset.reset.heading')}
            intro={translate('account.password.othersEnd')}
        >
            {outcome && !outcome.atPassword && <Alert severity="error">{outcome.problem}</Alert>}
            <NewPasswordField
                value={password}
                onChange={value => {
                    setPassword(value);
                    if (outcome?.atPassword) setOutcome(undefined);
                }}
                context={{}}
                showError={submitted}
                refusal={outcome?.atPassword ? outcome.problem : undefined}
            />
            <Button type="submit" variant="contained" size="large" disabled={pending}>
                {translate('passwordReset.reset.submit')}
            </Button>
            <Link component={LinkBase} to="/login" variant="body2">
                {translate('account.backToSignIn')}
            </Link>
        </PublicPage>
    );
};
