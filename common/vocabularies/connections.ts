import type { Role } from '../profiles';

/**
 * Connections between organisations: what they are for, their states, and who may
 * move them on. Pure data and rules, so the Connect screen offers exactly what the server allows.
 * Labels live in the catalogs under `connect.kinds.*`, `connect.statuses.*` and `connect.actions.*`.
 */
export const CONNECTION_STATUSES = ['requested', 'active', 'declined', 'ended'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** The states in which a connection still binds both sides: one at a time per pair and kind. */
export const OPEN_CONNECTION_STATUSES = ['requested', 'active'] as const satisfies readonly ConnectionStatus[];

export const CONNECTION_KINDS = [
    'network_participation',
    'data_sharing',
    'patient_support',
    'prior_authorization',
    'samples',
    'claims_handling',
] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

/** Which roles connect with which, and for what; either side may ask. */
export const CONNECTION_PAIRS: readonly { roles: readonly [Role, Role]; kinds: readonly ConnectionKind[] }[] = [
    // A practice and a health plan: network participation, claims and eligibility data sharing.
    { roles: ['provider', 'healthplan'], kinds: ['network_participation', 'data_sharing'] },
    // A practice and a pharma company's programmes.
    { roles: ['provider', 'pharma'], kinds: ['patient_support', 'prior_authorization', 'samples'] },
    // The claims profile: a freight forwarder and an insurer's claim team.
    { roles: ['freight_forwarder', 'claims_adjuster'], kinds: ['claims_handling'] },
];

/** The kinds of connection two roles may have with each other (none for the same role or admins). */
export const kindsBetween = (role: string, otherRole: string): ConnectionKind[] =>
    CONNECTION_PAIRS.filter(
        ({ roles: [a, b] }) => (a === role && b === otherRole) || (b === role && a === otherRole)
    ).flatMap(pair => pair.kinds);

/** The roles a role may connect with. */
export const counterpartRoles = (role: string): Role[] =>
    CONNECTION_PAIRS.flatMap(({ roles: [a, b] }) => (a === role ? [b] : b === role ? [a] : []));

export const CONNECTION_ACTIONS = ['accept', 'decline', 'end'] as const;
export type ConnectionAction = (typeof CONNECTION_ACTIONS)[number];

export interface ConnectionParties {
    status: ConnectionStatus;
    requesterId: string;
    recipientId: string;
}

/**
 * What a user may do to a connection now: the side asked accepts or declines a request; the
 * side that asked may withdraw it (end); either side ends an active one; an admin ends any open one.
 */
export const allowedActions = (
    connection: ConnectionParties,
    user: { id: string; role: string }
): ConnectionAction[] => {
    const isRequester = connection.requesterId === user.id;
    const isRecipient = connection.recipientId === user.id;
    switch (connection.status) {
        case 'requested':
            return [
                ...(isRecipient ? (['accept', 'decline'] as const) : []),
                ...(isRequester || user.role === 'admin' ? (['end'] as const) : []),
            ];
        case 'active':
            return isRequester || isRecipient || user.role === 'admin' ? ['end'] : [];
        default:
            return [];
    }
};

/** The state each action leads to. */
export const ACTION_RESULT: Record<ConnectionAction, ConnectionStatus> = {
    accept: 'active',
    decline: 'declined',
    end: 'ended',
};

export const CONNECTION_LIMITS = { message: 2000, reason: 500 } as const;
