/**
 * English server texts of tenancy: refusals that keep every account to its own organisation, and
 * the e-mails telling an applicant the admin's decision.
 */
export const organisationsServerEn = {
    tenancy: {
        pending:
            'Your account is waiting for an administrator to approve it. Until then you can see your own profile only; you will get an e-mail once it is decided.',
        rejected: 'Your account was not approved. The e-mail you received says why; contact your administrator.',
        privilegedRole:
            'Accounts with the role "%{role}" are granted by an administrator only: they cannot be registered.',
        profileLocked:
            '"%{field}" cannot be changed from your profile: your organisation and role are managed by an administrator.',
        unknown: 'There is no organisation with the id %{id}.',
        identifierRequired: 'An organisation of this kind needs its "%{field}": claims name it by that.',
        identifierTaken: 'The organisation %{name} already has this identifier.',
        kindFixed: 'The kind of an organisation stays as it is (%{kind}): its members joined it as that.',
        wrongKind: 'An account with the role %{role} cannot join an organisation of the kind %{kind}.',
        decided: 'The account %{username} has been approved or rejected already.',
    },
    mail: {
        registrationApproved: {
            subject: 'Your %{product} account is approved',
            body: 'Hello %{name},\n\nAn administrator approved your account %{username} as a member of %{organisation}. You can sign in:\n\n%{link}',
        },
        registrationRejected: {
            subject: 'Your %{product} account was not approved',
            body: 'Hello %{name},\n\nAn administrator did not approve your account %{username}, for this reason:\n\n%{reason}\n\nIf you think this is a mistake, contact your administrator.',
        },
    },
};
