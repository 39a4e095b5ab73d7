/** English server texts of the directory team's work: refusals and e-mails about changes to listings (the dashboard export is titled with its screen's texts). */
export const directoryChangesServerEn = {
    directoryChanges: {
        errors: {
            unknownColumn: 'The table has no column "%{field}".',
            nothingAsked: 'Say what should change: give at least one corrected value or a note.',
            notFound: 'This change does not exist, or it is not about a table you answer for.',
            decided: 'This change has already been decided.',
            adminOnly: 'Only an administrator assigns a directory table to a health plan.',
            notAHealthPlan: 'A directory table can only be assigned to a health plan organisation.',
        },
        memberAnswer: {
            applied: 'Thank you: we corrected the listing you reported.',
            rejected: 'Thank you for your report. We checked the listing and did not change it: %{reason}',
        },
        mail: {
            applied: {
                subject: '%{product}: your directory listing was updated',
                body: 'Hello %{name},\n\nA change to your directory listing "%{listing}" was applied.\n\nSee your listing: %{link}',
            },
            rejected: {
                subject: '%{product}: a change to your directory listing was not made',
                body: 'Hello %{name},\n\nA change asked of your directory listing "%{listing}" was not made: %{reason}\n\nSee your listing: %{link}',
            },
        },
    },
};
