import type { TranslateFunction } from 'react-admin';
import type { PasswordProblem } from '../../common/validation/passwordPolicy';
import { ApiError } from './httpClient';

/**
 * Reading a refusal for the page that shows it: the server's own message (already in the
 * user's language), else what went wrong on the way.
 */
export const refusalText = (error: unknown, translate: TranslateFunction): string => {
    if (error instanceof ApiError) {
        if (error.code !== undefined) return error.message;
        return error.status ? translate('http.status', { status: error.status }) : translate('http.network');
    }
    return translate('http.error');
};

/** The envelope code of a refusal, if the server gave one. */
export const refusalCode = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

const PASSWORD_PROBLEMS: readonly PasswordProblem[] = [
    'tooShort',
    'tooLong',
    'common',
    'personal',
    'product',
    'repetitive',
];

/**
 * Whether the server refused a password for one of the rules of the shared catalog's
 * `password.*` block: it answers 400 with that very sentence, in the same language.
 */
export const isPasswordRefusal = (error: unknown, translate: TranslateFunction): boolean => {
    if (!(error instanceof ApiError) || error.code !== 400) return false;
    // The limits as the server sends them (server/modules/accounts/accounts.ts).
    return PASSWORD_PROBLEMS.some(problem => translate(`password.${problem}`, { min: 15, max: 128 }) === error.message);
};
