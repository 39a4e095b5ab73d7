/** English server texts of member reports: refusals of staff-only calls, the human check, the answer's e-mail. */
export const directoryReportsServerEn = {
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
