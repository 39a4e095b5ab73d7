import { Alert, Button, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LinkBase, useLocaleState, useTranslate } from 'react-admin';
import { LOCALE_NAMES } from '../../../../i18n/loaders';
import { LOCALES, type Locale } from '../../../../i18n/types';
import { CodeSelect } from '../../../components/CodeSelect';
import { NewPasswordField } from '../../../components/NewPasswordField';
import { NpiSection } from './npi/NpiSection';
import { PublicPage } from '../../../components/PublicPage';
import type { NpiEntry } from '../../../../common/contract/account';
import { accountApi } from '../accountApi';
import { refusalText } from '../../../providers/refusals';
import { RegisterSuccess } from './RegisterSuccess';
import {
    emptyRegistration,
    HEALTH_PLAN,
    PROVIDER,
    refusalField,
    registerProblems,
    registrationOf,
    type FieldProblems,
    type RegisterField,
    type RegisterValues,
} from './registerForm';

/**
 * `/register`: the account type, a provider's NPI confirmed against the registry,
 * names, e-mail, username, organisation, password and language. A refusal keeps everything
 * typed and shows at the field it concerns, or above the form.
 */
export const RegisterPage = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    // The language follows the UI's until one is chosen here.
    const [values, setValues] = useState<RegisterValues>(() => emptyRegistration());
    const language = values.language || locale;
    const [npi, setNpi] = useState<{ entry: NpiEntry | null; confirmed: boolean }>({ entry: null, confirmed: false });
    const [submitted, setSubmitted] = useState(false);
    const [pending, setPending] = useState(false);
    const [refusals, setRefusals] = useState<FieldProblems>({});
    const [formRefusal, setFormRefusal] = useState<string>();
    const [registered, setRegistered] = useState<string>();
    const accountTypes = useQuery({ queryKey: ['accountTypes'], queryFn: accountApi.accountTypes });

    if (registered) return <RegisterSuccess email={registered} />;

    const confirmed = npi.confirmed ? npi.entry : null;
    const fromIndividualNpi = confirmed?.entityType === 'individual';
    const fromOrganisationNpi = confirmed?.entityType === 'organization';
    const problems = { ...(submitted ? registerProblems(values, confirmed, translate) : {}), ...refusals };

    const change = (changes: Partial<RegisterValues>) => {
        setValues(current => ({ ...current, ...changes }));
        setRefusals(current => {
            const kept = { ...current };
            Object.keys(changes).forEach(field => delete kept[field as RegisterField]);
            return kept;
        });
    };
    /** Forgets the NPI's entry and the names it filled in. */
    const forgetNpi = (changes: Partial<RegisterValues> = {}) => {
        const filled = fromIndividualNpi ? { firstName: '', lastName: '' } : fromOrganisationNpi ? { orgName: '' } : {};
        setNpi({ entry: null, confirmed: false });
        change({ ...filled, ...changes });
    };
    const confirmNpi = () => {
        const entry = npi.entry!;
        setNpi({ entry, confirmed: true });
        change(
            entry.entityType === 'individual'
                ? { firstName: entry.firstName, lastName: entry.lastName }
                : { orgName: entry.organizationName }
        );
    };

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        setFormRefusal(undefined);
        if (Object.keys(registerProblems(values, confirmed, translate)).length > 0) return;
        setPending(true);
        try {
            setRegistered((await accountApi.register(registrationOf({ ...values, language }))).email);
        } catch (error) {
            const { field, message } = refusalField(error, values, translate);
            if (field) setRefusals({ [field]: message });
            else setFormRefusal(message);
        } finally {
            setPending(false);
        }
    };

    const text = (
        field: RegisterField,
        label: string,
        options: { readOnly?: boolean; type?: string; autoComplete?: string } = {}
    ) => (
        <TextField
            name={field}
            label={label}
            type={options.type}
            autoComplete={options.autoComplete}
            value={values[field]}
            onChange={event => change({ [field]: event.target.value })}
            error={Boolean(problems[field])}
            helperText={problems[field] ?? (options.readOnly ? translate('register.fromRegistry') : ' ')}
            slotProps={{ htmlInput: { readOnly: options.readOnly } }}
            fullWidth
        />
    );

    return (
        <PublicPage
            onSubmit={submit}
            maxWidth={640}
            title={translate('register.heading')}
            intro={translate('register.intro')}
        >
            {formRefusal && <Alert severity="error">{formRefusal}</Alert>}
            {accountTypes.error && <Alert severity="error">{refusalText(accountTypes.error, translate)}</Alert>}
            <TextField
                select
                name="accountType"
                label={translate('register.accountType')}
                value={values.accountType}
                onChange={event => forgetNpi({ accountType: event.target.value })}
                error={Boolean(problems.accountType)}
                helperText={problems.accountType ?? ' '}
            >
                {(accountTypes.data ?? []).map(type => (
                    <MenuItem key={type.id} value={type.id}>
                        {translate(`roles.${type.id}`, { _: type.label })}
                    </MenuItem>
                ))}
            </TextField>
            {values.accountType === PROVIDER && (
                <NpiSection
                    value={values.providerId}
                    onChange={providerId => forgetNpi({ providerId })}
                    entry={npi.entry}
                    confirmed={npi.confirmed}
                    onFound={entry => setNpi({ entry, confirmed: false })}
                    onConfirm={confirmNpi}
                    onReject={() => forgetNpi()}
                    problem={problems.providerId}
                />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {text('firstName', translate('account.firstName'), {
                    readOnly: fromIndividualNpi,
                    autoComplete: 'given-name',
                })}
                {text('lastName', translate('account.lastName'), {
                    readOnly: fromIndividualNpi,
                    autoComplete: 'family-name',
                })}
            </Stack>
            {text('orgName', translate(`register.orgName.${orgKind(values.accountType)}`), {
                readOnly: fromOrganisationNpi,
                autoComplete: 'organization',
            })}
            {values.accountType === HEALTH_PLAN && text('planName', translate('account.planName'))}
            {text('email', translate('account.email'), { type: 'email', autoComplete: 'email' })}
            {text('username', translate('account.username'), { autoComplete: 'username' })}
            <NewPasswordField
                value={values.password}
                onChange={password => change({ password })}
                context={values}
                label={translate('register.password')}
                showError={submitted}
                refusal={refusals.password}
            />
            <CodeSelect<string>
                name="language"
                label={translate('account.language')}
                codes={LOCALES}
                nameOf={code => LOCALE_NAMES[code as Locale]}
                langOf={code => code}
                value={language}
                onChange={chosen => change({ language: chosen })}
                helperText={translate('account.languageHint')}
            />
            <Button type="submit" variant="contained" size="large" disabled={pending}>
                {translate('register.submit')}
            </Button>
            <Typography variant="body2">
                {translate('register.haveAccount')}{' '}
                <Link component={LinkBase} to="/login">
                    {translate('account.signIn')}
                </Link>
            </Typography>
        </PublicPage>
    );
};

/** Which organisation the name is of: a practice, a health plan, a company, or any. */
const orgKind = (accountType: string) =>
    accountType === PROVIDER
        ? 'practice'
        : accountType === HEALTH_PLAN
          ? 'plan'
          : accountType === 'pharma'
            ? 'company'
            : 'other';
