import { en } from '../i18n/en';
import { passwordProblem, type PasswordContext } from '../common/validation/passwordPolicy';
import type { NpiEntry } from '../common/contract/account';
import type { OwnSession, UserInfo } from '../common/contract/profile';

/**
 * The mock accounts' state beyond the sign-in (issue 4): registrations, one-time keys, saved
 * profile changes, own sessions and second factors. Tests set it up and inspect it; it is
 * reset after each test.
 */
export const mockAccounts = {
    /** Accounts whose sign-in asks for a second-factor code. */
    totpEnabled: new Set<string>(),
    /** Accounts whose role requires a second factor. */
    totpRequired: new Set<string>(),
    totpSetupStarted: new Set<string>(),
    challenges: new Map<string, string>(),
    /** Saved profile changes, by account. */
    profiles: new Map<string, Partial<UserInfo>>(),
    registrations: [] as unknown[],
    profileSaves: [] as unknown[],
    passwordChanges: [] as unknown[],
    resetRequests: [] as string[],
    activationRequests: [] as string[],
    usedKeys: new Set<string>(),
    /** Own sessions besides the current one, by account. */
    otherSessions: new Map<string, OwnSession[]>(),
};

export const resetMockAccounts = () => {
    Object.values(mockAccounts).forEach(value => {
        if (Array.isArray(value)) value.length = 0;
        else value.clear();
    });
};

/** A valid authenticator code and a recovery code the mock accepts. */
export const MOCK_TOTP_CODE = '123456';
export const MOCK_RECOVERY_CODE = 'ABCDE-FGHIJ';

/** Keys of the e-mail links: `<purpose>-key-valid`, `-used` and `-expired`; others are unknown. */
export const keyState = (key: string): 'valid' | 'used' | 'expired' | 'unknown' => {
    if (mockAccounts.usedKeys.has(key) || key.endsWith('-key-used')) return 'used';
    if (key.endsWith('-key-valid')) return 'valid';
    if (key.endsWith('-key-expired')) return 'expired';
    return 'unknown';
};

/** The English message of a password rule, as the server sends it. */
export const passwordRefusal = (password: string, context: PasswordContext) => {
    const problem = passwordProblem(password, context);
    return problem && en.password[problem].replace('%{min}', '15').replace('%{max}', '128');
};

const address = (line1: string, line2: string, city: string, state: string, postalCode: string) => ({
    line1,
    line2,
    city,
    state,
    postalCode,
});

/** A small NPI registry (fictional entries with valid check digits). */
export const MOCK_NPI_REGISTRY: Record<string, NpiEntry> = {
    '1234567893': {
        npi: '1234567893',
        entityType: 'individual',
        name: 'JANE Q DOE',
        firstName: 'JANE',
        lastName: 'DOE',
        credential: 'M.D.',
        organizationName: '',
        taxonomy: { code: '207Q00000X', description: 'Family Medicine' },
        address: address('100 MAIN ST', 'STE 200', 'SPRINGFIELD', 'IL', '627011234'),
        phone: '217-555-0100',
    },
    '1993999998': {
        npi: '1993999998',
        entityType: 'organization',
        name: 'LAKESHORE FAMILY MEDICINE GROUP',
        firstName: '',
        lastName: '',
        credential: '',
        organizationName: 'LAKESHORE FAMILY MEDICINE GROUP',
        taxonomy: { code: '261QP2300X', description: 'Primary Care Clinic/Center' },
        address: address('2200 LAKE SHORE DR', '', 'CHICAGO', 'IL', '60616'),
        phone: '312-555-0142',
    },
    '1740283969': {
        npi: '1740283969',
        entityType: 'individual',
        name: 'PRIYA RAMAN',
        firstName: 'PRIYA',
        lastName: 'RAMAN',
        credential: 'D.O.',
        organizationName: '',
        taxonomy: { code: '207Q00000X', description: 'Family Medicine' },
        address: address('48 ORCHARD AVE', '', 'EVANSTON', 'IL', '60201'),
        phone: '847-555-0190',
    },
};

/** Two other sessions of every account: one live (a phone), one signed out. */
export const otherSessionsOf = (username: string): OwnSession[] => {
    let sessions = mockAccounts.otherSessions.get(username);
    if (!sessions) {
        const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
        sessions = [
            {
                id: `${username}-phone`,
                createdAt: hoursAgo(3),
                lastSeenAt: hoursAgo(1),
                expiresAt: hoursAgo(-9),
                endedAt: null,
                endReason: null,
                ip: '203.0.113.24',
                userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
                live: true,
                current: false,
            },
            {
                id: `${username}-laptop`,
                createdAt: hoursAgo(30),
                lastSeenAt: hoursAgo(28),
                expiresAt: hoursAgo(18),
                endedAt: hoursAgo(28),
                endReason: 'logout',
                ip: '198.51.100.77',
                userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0',
                live: false,
                current: false,
            },
        ];
        mockAccounts.otherSessions.set(username, sessions);
    }
    return sessions;
};
