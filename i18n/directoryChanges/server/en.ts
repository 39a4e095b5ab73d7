/** English server texts of the directory team's work: refusals and e-mails (the dashboard export is titled with its screen's texts). */
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
    directoryReports: {
        errors: {
            staffOnly: 'Only administrators and health plan staff work on directory changes and member questions.',
            notFound: 'This question does not exist, or it is not about a table you answer for.',
            answered: 'This question has already been answered.',
            humanCheck: {
                malformed: 'The human check is missing or incomplete. Reload the page and send the form again.',
                forged: 'The human check was not issued by this site. Reload the page and send the form again.',
                expired: 'The human check expired. Send the form again; a new check is made for you.',
                unsolved: 'The human check was not completed. Send the form again.',
                spent: 'This human check was already used for another message. Send the form again.',
            },
        },
        mail: {
            subject: '%{product}: the answer to your question about our provider directory',
            body: 'Hello,\n\nOn %{receivedOn} you wrote to us:\n\n%{question}\n\nOur answer:\n\n%{answer}',
        },
    },
};
