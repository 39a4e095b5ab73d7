import { z } from 'zod';
import { SESSION_END_REASONS, USER_STATUSES } from '../vocabularies/users';
import { filterParam, oneOf, oneOrMany, rangeParam, sortParam, timeBound } from './list';

/** User administration: the accounts, their status and their sessions, for admins. */

export const userRecordSchema = z
    .object({
        id: z.uuid(),
        username: z.string(),
        email: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        role: z.string().describe('Role code, e.g. provider'),
        orgType: z.string().describe('Organisation type code, e.g. provider_practice'),
        orgName: z.string().describe('Practice, plan or company name'),
        providerId: z.string().nullable().describe('NPI, for providers'),
        planName: z.string().nullable().describe('Health plan name, for health-plan users'),
        status: z.enum(USER_STATUSES),
        language: z.string(),
        createdAt: z.string().describe('ISO 8601, UTC'),
        updatedAt: z.string().describe('ISO 8601, UTC'),
        lastLoginAt: z.string().nullable().describe('ISO 8601, UTC; null = never signed in'),
        liveSessions: z.number().int().describe('Sessions whose token still lets the user in'),
    })
    .meta({
        id: 'UserRecord',
        examples: [
            {
                id: '0b7c6d4e-2f1a-4c3b-9d8e-7f6a5b4c3d2e',
                username: 'provider',
                email: 'priya.raman@lakeshorefamilymed.example',
                firstName: 'Priya',
                lastName: 'Raman',
                role: 'provider',
                orgType: 'provider_practice',
                orgName: 'Lakeshore Family Medicine',
                providerId: '1740283969',
                planName: null,
                status: 'active',
                language: 'en',
                createdAt: '2026-05-01T09:00:00.000Z',
                updatedAt: '2026-05-01T09:00:00.000Z',
                lastLoginAt: '2026-05-02T08:15:00.000Z',
                liveSessions: 1,
            },
        ],
    });
/** A user as the administration screens see it: never the password hash. */
export type UserRecord = z.infer<typeof userRecordSchema>;
/** `GET /api/users`: a page of the list (see list.ts). */
export const userListSchema = z.array(userRecordSchema);

export const sessionRecordSchema = z
    .object({
        id: z.uuid(),
        createdAt: z.string(),
        lastSeenAt: z.string().describe('Last request, to within a minute'),
        expiresAt: z.string().describe('End of the absolute lifetime'),
        endedAt: z.string().nullable(),
        endReason: z.enum(SESSION_END_REASONS).nullable(),
        ip: z.string(),
        userAgent: z.string(),
        live: z.boolean().describe('Not ended, and neither idle nor past its absolute lifetime'),
    })
    .meta({ id: 'SessionRecord' });
/** A session as an admin or its owner sees it: never the token or its hash. */
export type SessionRecord = z.infer<typeof sessionRecordSchema>;
/** A user's sessions, newest first. */
export const sessionListSchema = z.array(sessionRecordSchema);

export const userIdParams = z.object({ id: z.uuid().describe('The user id') });
export const sessionIdParams = z.object({ id: z.uuid().describe('The session id') });

export const userStatusChangeSchema = z
    .object({
        status: oneOf(['active', 'locked', 'disabled']).describe('The status wanted'),
    })
    .strict()
    .meta({ id: 'UserStatusChange', examples: [{ status: 'locked' }] });
export type UserStatusChange = z.infer<typeof userStatusChangeSchema>;

/** `DELETE /api/users/:id/sessions`: how many live sessions ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int().describe('Live sessions ended') });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** `DELETE /api/sessions/:id`: false when the session had already ended. */
export const sessionEndedSchema = z.object({ ended: z.boolean().describe('Whether a live session was ended') });
export type SessionEnded = z.infer<typeof sessionEndedSchema>;

export const USER_SORT_FIELDS = [
    'id',
    'username',
    'email',
    'firstName',
    'lastName',
    'role',
    'orgType',
    'status',
    'createdAt',
    'lastLoginAt',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const userListQuery = z.object({
    sort: sortParam(USER_SORT_FIELDS, { field: 'username', order: 'ASC' }),
    range: rangeParam(),
    filter: filterParam(
        {
            q: z.string().max(200).optional(),
            id: oneOrMany(z.uuid()).optional(),
            role: oneOrMany(z.string().max(100)).optional(),
            orgType: oneOrMany(z.string().max(100)).optional(),
            status: oneOrMany(oneOf(USER_STATUSES)).optional(),
            lastLoginAfter: timeBound('start').optional(),
            lastLoginBefore: timeBound('end').optional(),
        },
        { q: 'raman', status: ['active', 'locked'] },
        '`q`: part of the username, e-mail, first or last name, full name, organisation name or provider id, any case. ' +
            '`id`: one id or a list (what react-admin asks for the users named in other lists; not audited as a view). ' +
            '`role`, `orgType`, `status`: a value or a list of values (an empty list does not restrict). ' +
            '`lastLoginAfter`, `lastLoginBefore`: ISO 8601 date (the whole UTC day counts) or date and time (included; no zone = UTC); ' +
            'users who never signed in are left out by either.'
    ),
});
/** The filter of the users list, as the server reads it. */
export type UserFilter = NonNullable<z.infer<typeof userListQuery>['filter']>;
