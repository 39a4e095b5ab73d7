import { COMMON_PASSWORDS } from './commonPasswords';

/**
 * The password rules of NIST SP 800-63B for a password-only account:
 * at least 15 characters, at least 64 allowed, no composition rules; refused when common or
 * built from the user's own name or the product's. The SPA shows the reason as the user types;
 * the server applies the same function.
 */
export const PASSWORD_MIN_LENGTH = 15;
/** Well beyond NIST's 64; the cap bounds the cost of hashing. */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Longest password field a request may carry at all (sign-in, current password): longer ones are
 * refused before any hashing, so a huge value costs the server nothing. New passwords then meet
 * the rules above.
 */
export const PASSWORD_FIELD_MAX = 1024;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'personal' | 'product' | 'repetitive';

export interface PasswordContext {
    username?: string;
    email?: string;
    firstName?: string;
    lastName?: string;
}

/** Words of the product's name that a password must not be built from. */
const PRODUCT_WORDS = ['rxconnect', 'rx connect', 'rx-connect', 'rx_connect'];

/** Code points, as NIST counts them, after the same normalisation the server hashes with. */
export const passwordLength = (password: string) => [...password.normalize('NFKC')].length;

/** The first rule the password breaks, or undefined when it is acceptable. */
export const passwordProblem = (password: string, context: PasswordContext = {}): PasswordProblem | undefined => {
    const length = passwordLength(password);
    if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
    if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
    const folded = password.normalize('NFKC').toLowerCase();
    if (PRODUCT_WORDS.some(word => folded.includes(word))) return 'product';
    const personal = [context.username, context.email?.split('@')[0], context.firstName, context.lastName]
        .map(value => value?.trim().toLowerCase() ?? '')
        .filter(value => value.length >= 3);
    if (personal.some(value => folded.includes(value))) return 'personal';
    if (isRepetitive(folded)) return 'repetitive';
    if (isCommon(folded)) return 'common';
    return undefined;
};

/** One character, or one short run, repeated: 'aaaaaaaaaaaaaaaa', 'abcabcabcabcabc'. */
const isRepetitive = (folded: string) => /^(.{1,4})\1+.{0,3}$/u.test(folded) || new Set(folded).size <= 3;

/**
 * A common password, repeated or padded with digits and symbols: 'password12345678',
 * 'iloveyouiloveyou', '!!qwertyuiop2026', 'welcome-welcome'. A passphrase of three or more
 * words is not refused for its words being common (NIST compares whole passwords).
 */
const isCommon = (folded: string) => {
    if (COMMON_PASSWORDS.has(folded)) return true;
    const core = folded.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (core === '' || COMMON_PASSWORDS.has(core)) return true;
    const words = core.split(/[^\p{L}]+/u).filter(Boolean);
    return words.length <= 2 && words.every(word => COMMON_PASSWORDS.has(word) || repeatsCommon(word));
};

const repeatsCommon = (word: string) =>
    [...COMMON_PASSWORDS].some(
        common =>
            common.length >= 3 &&
            word.length % common.length === 0 &&
            common.repeat(word.length / common.length) === word
    );
