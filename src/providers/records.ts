import type { AuditOutcome, ExportFormat } from '../../common/vocabularies/audit';

/**
 * The records and answers of the administration API (issue 5): user profiles, their sessions,
 * the audit trail and the access matrix.
 */
export const USER_STATUSES = ['pending', 'active', 'locked', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The statuses an admin can set: `pending` is only where an account starts. */
export type SettableStatus = Exclude<UserStatus, 'pending'>;

export interface UserRecord {
    id: string;
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    role: string;
    orgType: string;
    orgName: string;
    providerId: string | null;
    planName: string | null;
    status: UserStatus;
    language: string;
    createdAt: string;
    updatedAt: string;
    lastLoginAt: string | null;
    liveSessions: number;
}

export interface UserSession {
    id: string;
    createdAt: string;
    lastSeenAt: string;
    expiresAt: string;
    endedAt: string | null;
    endReason: string | null;
    ip: string;
    userAgent: string;
    live: boolean;
}

export interface AuditEntry {
    id: string;
    at: string;
    actorId: string | null;
    actorUsername: string | null;
    actorRole: string | null;
    action: string;
    targetType: string | null;
    targetId: string | null;
    changes: Record<string, { before: unknown; after: unknown }> | null;
    outcome: AuditOutcome;
    reason: string | null;
    ip: string;
    userAgent: string;
}

export interface AuditExportRequest {
    format: ExportFormat;
    sort: { field: string; order: 'ASC' | 'DESC' };
    filter: Record<string, unknown>;
}

export interface AccessRole {
    id: string;
    label: string;
    grantable: boolean;
}

export interface RoleAccess {
    allowed: boolean;
    byDefault: boolean;
}

export interface ScreenAccessRow {
    screen: string;
    title: string;
    group: string | null;
    locked: boolean;
    actions: { method: string; url: string; action: string }[];
    access: Record<string, RoleAccess>;
}

export interface AccessMatrix {
    roles: AccessRole[];
    screens: ScreenAccessRow[];
}

/** `allowed: null` returns the role's access to the screen to the route table's default. */
export interface AccessChange {
    role: string;
    screen: string;
    allowed: boolean | null;
}
