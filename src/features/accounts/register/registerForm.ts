import type { TranslateFunction } from 'react-admin';
import { isValidUsername } from '../../../../common/validation/account';
import {
    passwordProblem,
    PASSWORD_MAX_LENGTH,
    PASSWORD_MIN_LENGTH,
} from '../../../../common/validation/passwordPolicy';
import { isValidEmail } from '../../../../common/validation/email';
import type { NpiEntry, Registration } from '../../../../common/contract/account';
import { isLocale } from '../../../../i18n/types';
import { npiMessage } from './npi/npiMessage';
import { isPasswordRefusal, refusalCode, refusalText } from '../../../providers/refusals';

export interface RegisterValues {
    accountType: string;
    providerId: string;
    firstName: string;
    lastName: string;
    email: string;
    username: string;
    orgName: string;
    planName: string;
    password: string;
    language: string;
}

export type RegisterField = keyof RegisterValues;
export type FieldProblems = Partial<Record<RegisterField, string>>;

export const PROVIDER = 'provider';
export const HEALTH_PLAN = 'healthplan';

/** An empty form; an empty language means the UI's. */
export const emptyRegistration = (): RegisterValues => ({
    accountType: '',
    providerId: '',
    firstName: '',
    lastName: '',
    email: '',
    username: '',
    orgName: '',
    planName: '',
    password: '',
    language: '',
});

/** What keeps the form from being sent, field by field (the server checks the same again). */
export const registerProblems = (
    values: RegisterValues,
    confirmed: NpiEntry | null,
    translate: TranslateFunction
): FieldProblems => {
    const problems: FieldProblems = {};
    const required = (field: RegisterField) => {
        if (!values[field].trim()) problems[field] = translate('account.required');
    };
    required('accountType');
    if (values.accountType === PROVIDER) {
        problems.providerId =
            npiMessage(values.providerId, translate) ??
            (confirmed ? undefined : translate('register.npi.confirmFirst'));
    }
    (['firstName', 'lastName', 'orgName'] as const).forEach(required);
    if (values.accountType === HEALTH_PLAN) required('planName');
    if (!isValidEmail(values.email.trim())) problems.email = translate('account.emailInvalid');
    if (!isValidUsername(values.username)) problems.username = translate('account.usernameInvalid');
    const password = passwordProblem(values.password, values);
    if (password)
        problems.password = translate(`password.${password}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as FieldProblems;
};

/** The request body: the NPI for providers only, the plan name for health plans only. */
export const registrationOf = (values: RegisterValues): Registration => ({
    accountType: values.accountType,
    ...(values.accountType === PROVIDER ? { providerId: values.providerId.trim() } : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    username: values.username.trim(),
    orgName: values.orgName.trim(),
    ...(values.accountType === HEALTH_PLAN ? { planName: values.planName.trim() } : {}),
    password: values.password,
    // The form offers the portal's languages only; anything else leaves the server's default.
    ...(isLocale(values.language) ? { language: values.language } : {}),
});

/**
 * Where a refusal of the registration belongs: at the field it names when that is plain (a
 * taken e-mail address or username, the NPI, the password's rule), else above the form.
 */
export const refusalField = (
    error: unknown,
    values: RegisterValues,
    translate: TranslateFunction
): { field?: RegisterField; message: string } => {
    const message = refusalText(error, translate);
    const code = refusalCode(error);
    const names = (value: string) => value.trim() !== '' && message.includes(value.trim());
    if (isPasswordRefusal(error, translate)) return { field: 'password', message };
    if (code === 409 && names(values.email)) return { field: 'email', message };
    if (values.accountType === PROVIDER && (code === 400 || code === 404 || code === 409) && names(values.providerId)) {
        return { field: 'providerId', message };
    }
    if (code === 409 && names(values.username)) return { field: 'username', message };
    return { message };
};
