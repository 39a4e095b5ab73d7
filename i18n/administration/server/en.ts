/** Server messages of administration: users, access, sessions, page views and the audit export. */
export const administrationServerEn = {
    server: {
        access: {
            screenLocked: 'The access to "%{screen}" cannot be changed.',
            roleUnknown: 'Access cannot be changed for the role "%{role}".',
        },
        pageViews: {
            none: '"%{field}" must hold at least one page view.',
            tooMany: '"%{field}" may hold at most %{max} page views.',
            pathStart: '"%{field}" must start with "/".',
            pathQuery: '"%{field}" must not contain a query string ("?").',
            pathUnknown: '"%{field}" is not a screen of the portal.',
            atFormat: '"%{field}" must be an ISO 8601 time such as 2026-05-01T09:30:00Z.',
            atStale: '"%{field}" is more than 24 hours in the past.',
            atFuture: '"%{field}" is more than 1 minute in the future.',
        },
        users: {
            notFound: 'There is no user with the id %{id}.',
            ownStatus: 'You cannot change the status of your own account.',
            statusChange: 'The account is %{current}; it cannot be changed to %{wanted}.',
            statusSame: 'The account is already %{current}.',
        },
        statuses: {
            pending: 'pending',
            active: 'active',
            locked: 'locked',
            disabled: 'disabled',
        },
        sessions: {
            notFound: 'There is no session with the id %{id}.',
        },
        auditExport: {
            tooLarge:
                'The export would hold %{count} rows, more than the %{max} allowed. Narrow the filter and try again.',
            sheet: 'Audit trail',
            columns: {
                time: 'Time (UTC)',
                user: 'User',
                role: 'Role',
                action: 'Action',
                targetType: 'Target type',
                targetId: 'Target id',
                outcome: 'Outcome',
                reason: 'Reason',
                address: 'Address',
                userAgent: 'User agent',
                changes: 'Changes',
            },
        },
    },
};
