import { Alert, Box, Button, Card, CardActions, CardContent, CardHeader, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LOCALE_NAMES } from '../../../../i18n/loaders';
import { isLocale, LOCALES, type Locale } from '../../../../i18n/types';
import { CodeSelect } from '../../../components/CodeSelect';
import { isValidUsername } from '../../../../common/validation/account';
import { isValidEmail } from '../../../../common/validation/email';
import { refreshUserInfo } from '../../../providers/authProvider';
import { rememberLocale } from '../../../providers/i18nProvider';
import { profileApi } from '../profileApi';
import { refusalCode, refusalText } from '../../../providers/refusals';
import type { UserInfo } from '../../../../common/contract/profile';
import { setUserInfo } from '../../../providers/session';
import { USER_INFO_QUERY_KEY } from '../../../providers/useUserInfo';
import { changedFields, valuesOf, type ProfileField, type ProfileValues } from './profileValues';

/**
 * The profile's fields. Only what changed is sent. A new e-mail address waits for its
 * confirmation link; a new username ends the user's sessions, and for one's own the profile
 * is read again so that the server's answer opens the "You have changed your username…" dialog.
 */
export const ProfileForm = ({
    profile,
    own,
    onSaved,
}: {
    profile: UserInfo;
    own: boolean;
    onSaved: (user: UserInfo) => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [, setLocale] = useLocaleState();
    const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
    const [submitted, setSubmitted] = useState(false);
    const [pending, setPending] = useState(false);
    const [refusals, setRefusals] = useState<Partial<Record<ProfileField, string>>>({});
    const [formRefusal, setFormRefusal] = useState<string>();
    const [emailPending, setEmailPending] = useState<string | null>(null);
    const healthPlan = profile.role === 'healthplan';
    const problems = { ...(submitted ? fieldProblems(values, translate) : {}), ...refusals };
    const usernameChanging = values.userName.trim() !== profile.userName;

    const change = (field: ProfileField, value: string) => {
        setValues(current => ({ ...current, [field]: value }));
        setRefusals(({ [field]: _, ...others }) => others);
    };

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        setFormRefusal(undefined);
        if (Object.keys(fieldProblems(values, translate)).length > 0) return;
        const changes = changedFields(profile, values);
        if (Object.keys(changes).length === 0) {
            notify('profile.nothingChanged', { type: 'info' });
            return;
        }
        setPending(true);
        try {
            const saved = await profileApi.saveProfile({ ...(own ? {} : { userId: profile.userId }), ...changes });
            onSaved(saved.user);
            setValues(valuesOf(saved.user));
            setSubmitted(false);
            setEmailPending(saved.emailPending);
            notify(saved.message, { type: 'success', messageArgs: { _: saved.message } });
            if (own) await followOwnChanges(saved.user, saved.usernameChanged, changes.language);
        } catch (error) {
            const message = refusalText(error, translate);
            const field = refusalCode(error) === 409 ? takenField(message, values) : undefined;
            if (field) setRefusals({ [field]: message });
            else setFormRefusal(message);
        } finally {
            setPending(false);
        }
    };

    /** The session's copy of the profile, the top bar and the UI language follow one's own changes. */
    const followOwnChanges = async (user: UserInfo, usernameChanged: boolean, language?: string) => {
        setUserInfo(user);
        if (usernameChanged) {
            // The session has ended: this answers 50012, which opens the dialog telling the user
            // the username changed and to sign in again.
            await queryClient
                .fetchQuery({ queryKey: USER_INFO_QUERY_KEY, queryFn: refreshUserInfo, staleTime: 0 })
                .catch(() => undefined);
            return;
        }
        queryClient.setQueryData(USER_INFO_QUERY_KEY, user);
        if (language && isLocale(language)) {
            rememberLocale(language);
            await setLocale(language);
        }
    };

    const text = (field: ProfileField, label: string, autoComplete?: string) => (
        <TextField
            name={field}
            label={label}
            autoComplete={autoComplete}
            value={values[field]}
            onChange={event => change(field, event.target.value)}
            error={Boolean(problems[field])}
            helperText={problems[field] ?? ' '}
            fullWidth
        />
    );
    // The organisation is its record's, which only an admin changes: shown, never edited here. Read-only
    // rather than disabled, so that it stays readable (a disabled field's grey fails contrast) and focusable.
    const organisationField = (field: 'orgName' | 'planName', label: string) => (
        <TextField
            name={field}
            label={label}
            value={values[field]}
            slotProps={{ input: { readOnly: true } }}
            helperText={translate('organisations.managedByAdmin')}
            fullWidth
        />
    );

    return (
        <Card component="form" onSubmit={submit} noValidate aria-labelledby="profile-details">
            <CardHeader
                title={translate('profile.details')}
                subheader={[
                    translate(`roles.${profile.role}`, { _: profile.role }),
                    profile.providerId && translate('topbar.providerId', { id: profile.providerId }),
                ]
                    .filter(Boolean)
                    .join(' · ')}
                slotProps={{ title: { id: 'profile-details', variant: 'h6', component: 'h2' } }}
            />
            <CardContent>
                {formRefusal && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                        {formRefusal}
                    </Alert>
                )}
                <Box
                    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
                >
                    {text('firstName', translate('account.firstName'), 'given-name')}
                    {text('lastName', translate('account.lastName'), 'family-name')}
                    <div>
                        {text('email', translate('account.email'), 'email')}
                        {emailPending && (
                            <Alert severity="info">{translate('profile.emailPending', { email: emailPending })}</Alert>
                        )}
                    </div>
                    <div>
                        {text('userName', translate('account.username'), 'username')}
                        {usernameChanging && (
                            <Alert severity="warning">
                                {translate(own ? 'profile.usernameWarning' : 'profile.usernameWarningOther')}
                            </Alert>
                        )}
                    </div>
                    {organisationField('orgName', translate('profile.orgName'))}
                    {healthPlan && organisationField('planName', translate('account.planName'))}
                    <CodeSelect<string>
                        name="language"
                        label={translate('account.language')}
                        codes={LOCALES}
                        nameOf={code => LOCALE_NAMES[code as Locale]}
                        langOf={code => code}
                        value={values.language}
                        onChange={language => change('language', language)}
                        helperText={translate(own ? 'account.languageHint' : 'profile.languageHintOther')}
                    />
                </Box>
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
                {pending && (
                    <Typography variant="body2" color="text.secondary">
                        {translate('profile.saving')}
                    </Typography>
                )}
                <Button type="submit" variant="contained" disabled={pending}>
                    {translate('profile.save')}
                </Button>
            </CardActions>
        </Card>
    );
};

const fieldProblems = (values: ProfileValues, translate: (key: string) => string) => {
    const problems: Partial<Record<ProfileField, string>> = {};
    if (!values.firstName.trim()) problems.firstName = translate('account.required');
    if (!values.lastName.trim()) problems.lastName = translate('account.required');
    if (!isValidEmail(values.email.trim())) problems.email = translate('account.emailInvalid');
    if (!isValidUsername(values.userName)) problems.userName = translate('account.usernameInvalid');
    return problems;
};

/** A 409 names the address or the username that another account already has. */
const takenField = (message: string, values: ProfileValues): ProfileField | undefined =>
    message.includes(values.email.trim()) ? 'email' : message.includes(values.userName.trim()) ? 'userName' : undefined;
