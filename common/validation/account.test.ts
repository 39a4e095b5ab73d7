import { describe, expect, it } from 'vitest';
import { isAuthenticatorCode, isRecoveryCode, isValidUsername } from './account';

describe('account input shapes', () => {
    it('accepts the usernames the server accepts', () => {
        expect(['jdoe', 'j.doe-2', 'A_b', ' jdoe '].map(isValidUsername)).toEqual([true, true, true, true]);
        expect(['jd', '.jdoe', 'j doe', 'x'.repeat(51), 'jdoé'].map(isValidUsername)).toEqual([
            false,
            false,
            false,
            false,
            false,
        ]);
    });

    it('tells authenticator codes and recovery codes apart', () => {
        expect(['123456', '123 456'].map(isAuthenticatorCode)).toEqual([true, true]);
        expect(['12345', '1234567', 'abcdef'].map(isAuthenticatorCode)).toEqual([false, false, false]);
        expect(['ABCDE-FGHIJ', 'abcde fghij'.replace(' ', ''), 'ABCDEFGHIJ'].map(isRecoveryCode)).toEqual([
            true,
            true,
            true,
        ]);
        expect(['ABCD-FGHIJ', '123456', 'ABCDE--FGHIJ'].map(isRecoveryCode)).toEqual([false, false, false]);
    });
});
