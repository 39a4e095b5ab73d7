import { z } from 'zod';
import { AUDIT_OUTCOMES, EXPORT_FORMATS } from '../vocabularies/audit';
import { filterParam, oneOf, oneOrMany, rangeParam, sortParam, timeBound, type ListSort } from './list';

/** The audit trail: listed and exported by admins; nothing changes an entry. */

/** What an audited change did: each changed field's value before and after. */
export const auditChangesSchema = z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }));
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

export const auditRecordSchema = z
    .object({
        id: z.number().int(),
        at: z.string().describe('ISO 8601, UTC'),
        actorId: z.string().nullable(),
        actorUsername: z.string().nullable(),
        actorRole: z.string().nullable(),
        action: z.string().describe('e.g. auth.login, user.status, audit.export'),
        targetType: z.string().nullable(),
        targetId: z.string().nullable(),
        changes: auditChangesSchema.nullable().describe('Before/after of the changed fields, or null'),
        outcome: z.enum(AUDIT_OUTCOMES),
        reason: z.string().nullable(),
        ip: z.string(),
        userAgent: z.string(),
    })
    .meta({
        id: 'AuditRecord',
        examples: [
            {
                id: 1234,
                at: '2026-05-01T09:30:00.000Z',
                actorId: '0b7c6d4e-2f1a-4c3b-9d8e-7f6a5b4c3d2e',
                actorUsername: 'admin',
                actorRole: 'admin',
                action: 'user.status',
                targetType: 'user',
                targetId: '5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c',
                changes: { status: { before: 'active', after: 'locked' }, liveSessions: { before: 1, after: 0 } },
                outcome: 'success',
                reason: 'lock',
                ip: '203.0.113.7',
                userAgent: 'Mozilla/5.0',
            },
        ],
    });
export type AuditRecord = z.infer<typeof auditRecordSchema>;
/** `GET /api/audit`: a page of the list (see list.ts). */
export const auditListSchema = z.array(auditRecordSchema);

export const AUDIT_SORT_FIELDS = ['at', 'action', 'actorUsername', 'id'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];
export const AUDIT_DEFAULT_SORT: ListSort<AuditSortField> = { field: 'at', order: 'DESC' };

const auditSort = sortParam(AUDIT_SORT_FIELDS, AUDIT_DEFAULT_SORT);
const auditFilter = filterParam(
    {
        actor: z.string().max(150).optional(),
        userId: z.uuid().optional(),
        action: oneOrMany(z.string().max(100)).optional(),
        outcome: oneOf(AUDIT_OUTCOMES).optional(),
        from: timeBound('start').optional(),
        to: timeBound('end').optional(),
        q: z.string().max(200).optional(),
    },
    { actor: 'admin', action: ['user.status', 'user.sessionsEnded'], from: '2026-05-01' },
    '`actor`: the username, any case, whole. `userId`: entries by that user or about that user (target type `user`). ' +
        '`action`: a value or a list (an empty list does not restrict). `outcome`: success or failure. ' +
        '`from`, `to`: ISO 8601 date (the whole UTC day counts) or date and time (included; no zone = UTC). ' +
        '`q`: part of the action, target id, reason or address, any case.'
);

export const auditListQuery = z.object({ sort: auditSort, range: rangeParam(), filter: auditFilter });
/** The filter of the audit trail, as the server reads it. */
export type AuditFilter = NonNullable<z.infer<typeof auditListQuery>['filter']>;

export const auditExportQuery = z.object({
    format: oneOf(EXPORT_FORMATS).default('csv').describe('File format; default csv'),
    sort: auditSort,
    filter: auditFilter,
});

/** Most rows one export may hold; a filter matching more is refused. */
export const AUDIT_EXPORT_MAX = 100_000;
