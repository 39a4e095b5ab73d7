/**
 * English texts of the organisation records and of the queue of accounts waiting for approval
 * (administration), kept apart from the main catalog.
 */
export const organisationsEn = {
    managedByAdmin: 'Your organisation is managed by an administrator.',
    kinds: {
        health_plan: 'Health plan',
        provider_organisation: 'Provider organisation or practice',
        pharma_company: 'Pharma company',
        carrier: 'Carrier',
        forwarder: 'Forwarder',
    },
    approval: {
        pending: 'Waiting for approval',
        approved: 'Approved',
        rejected: 'Rejected',
    },
    fields: {
        name: 'Name',
        kind: 'Kind',
        npi: 'NPI',
        planName: 'Plan name (as claims carry it)',
        contractId: 'Contract or plan id',
        ncpdp: 'NCPDP id',
        members: 'Members',
    },
    list: {
        create: 'New organisation',
        edit: 'Edit',
        empty: 'No organisation yet.',
        save: 'Save',
        cancel: 'Cancel',
        created: 'Organisation %{name} created.',
        saved: 'Organisation %{name} saved.',
    },
    queue: {
        empty: 'No account is waiting for approval.',
        declared: 'Declared by the applicant',
        orgName: 'Organisation',
        npi: 'NPI',
        planName: 'Plan',
        registry: 'NPI registry',
        registryNone: 'Not in the NPI registry',
        deactivated: 'Deactivated',
        heldBy: 'This NPI is already held by',
        heldByOrganisation: 'organisation %{name}',
        heldByAccounts: 'accounts %{usernames}',
        notActivated: 'Activation link not used yet',
        organisation: 'Organisation to join',
        suggested: 'named by the declaration',
        approve: 'Approve',
        reject: 'Reject',
        reason: 'Reason (e-mailed to the applicant)',
        approved: '%{username} approved.',
        rejected: '%{username} rejected.',
        entityTypes: { individual: 'Individual', organization: 'Organisation' },
    },
};
