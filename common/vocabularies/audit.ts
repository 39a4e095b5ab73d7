/**
 * The audit trail's vocabulary (issues 5 and 4): the actions the server records and the
 * outcomes — one list for the server and the screens.
 * Labels live in the catalogs under `auditTrail.actions.*` and `auditTrail.outcomes.*`.
 */
export const AUDIT_ACTIONS = [
    'auth.login',
    'auth.logout',
    'session.expired',
    'contact.request',
    'access.change',
    'access.denied',
    'user.view',
    'user.status',
    'user.sessionsEnded',
    'session.ended',
    'audit.export',
    'user.register',
    'user.activate',
    'user.update',
    'user.emailChangeRequested',
    'user.emailChanged',
    'user.passwordResetRequested',
    'user.passwordReset',
    'user.passwordChange',
    'user.secondFactorEnabled',
    'user.secondFactorDisabled',
    'claims.search',
    'claims.view',
    'claims.export',
    'claims.import',
    'claims.edit',
    'claimDocument.upload',
    'claimDocument.download',
    'claimDocumentRequest.create',
    'cargoFiling.file',
    'cargoFiling.view',
    'claimDispute.open',
    'claimDispute.requestDocuments',
    'claimDispute.decide',
    'claimDispute.list',
    'claimDispute.export',
    'directory.tableCreate',
    'directory.tableChange',
    'directory.accessChange',
    'directory.rowCreate',
    'directory.rowUpdate',
    'directory.rowDelete',
    'directory.rowRestore',
    'directory.rowVerify',
    'directory.inquiryPurge',
    'directory.import',
    'directory.export',
    'directory.gridLayout',
    'connection.request',
    'connection.accept',
    'connection.decline',
    'connection.end',
    'connection.message',
    'gettingStarted.tick',
    'gettingStarted.dismiss',
    'sso.providerChange',
    'sso.link',
    'organisation.create',
    'organisation.update',
    'user.approve',
    'user.reject',
    'user.organisationChangeRefused',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The files the audit trail exports to. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
