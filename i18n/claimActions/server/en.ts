import { serverCargoHandlingEn } from './cargo/en';
import { claimActionVocabularyEn } from '../vocabulary/en';
/** English server texts of claim actions: refusals, the e-mails of disputes and document requests, the decision letter. */
export const claimActionsServerEn = {
    claimActions: {
        documents: {
            noFile: 'Send the document as multipart/form-data with one part named "file".',
            empty: 'The file is empty.',
            notAccepted:
                'This file is not a document the portal keeps. Accepted: %{accepted}, recognised by their content, not their name.',
            fileTooLarge: 'A document may be at most %{max} MB. Nothing of this one was kept.',
            claimFull:
                'The documents of a claim may be at most %{max} MB together, and this claim has %{left} MB left. Nothing of this one was kept.',
            notFound: 'This document does not exist, or it is not on a claim you see.',
        },
        disputes: {
            notFound: 'This dispute does not exist, or it is not on a claim you see.',
            notDisputable: 'Only a denied or partly paid claim can be disputed; claim %{number} is neither.',
            alreadyOpen: 'Claim %{number} already has a dispute that is not decided. Add documents to it instead.',
            decided: 'This dispute has been decided; nothing more can be added to it.',
            exportTooLarge: 'The export would hold more than %{max} disputes. Narrow the filter and try again.',
        },
        cargoHandling: serverCargoHandlingEn,
        cargoFilings: {
            alreadyFiled: 'Claim %{number} has already been filed; its filing cannot be filed again.',
            notFound: 'Claim %{number} has no cargo filing yet.',
            noOrganisation:
                'Your account does not belong to an organisation yet, and a claim is filed for one. Ask the portal’s administrator to approve it into yours.',
        },
        requests: {
            duePast: 'The due date cannot be in the past.',
            notFound: 'This document request does not exist on this claim.',
        },
        ...claimActionVocabularyEn,
        outcomes: {
            upheld: 'Upheld: the original decision stands',
            overturned: 'Overturned',
            partly_overturned: 'Partly overturned',
        },
        history: {
            opened: 'Dispute opened (%{type}): %{reason}',
            requested: 'Documents requested for the dispute: %{note}',
            decided: 'Dispute decided: %{outcome}',
            answered: 'Documents received for the dispute',
        },
        columns: {
            claimNumber: 'Claim',
            disputeType: 'Type',
            reason: 'Reason',
            status: 'Status',
            openedBy: 'Opened by',
            openedAt: 'Opened (UTC)',
            dueOn: 'Due',
            overdue: 'Overdue',
            outcome: 'Outcome',
            decidedAt: 'Decided (UTC)',
            planName: 'Plan',
            billingNpi: 'Billing NPI',
        },
        yes: 'yes',
        no: 'no',
        mail: {
            footer: 'Open the claim in the portal: %{link}',
            documentRequest: {
                subject: 'Documents requested on claim %{number}',
                body: 'Hello %{name},\n\n%{actor} of %{plan} asks for documents on claim %{number}:\n\n%{codes}%{note}\n\nPlease send them by %{dueOn}: open the claim in the portal and answer the request with the documents.',
            },
            opened: {
                subject: 'Dispute opened on claim %{number}',
                body: 'Hello %{name},\n\n%{actor} opened a dispute (%{type}) on claim %{number}: %{reason}.\n\n%{narrative}\n\nThe decision is due by %{dueOn}.',
            },
            requested: {
                subject: 'Documents requested for your dispute of claim %{number}',
                body: 'Hello %{name},\n\nThe plan asks for more documents for your dispute of claim %{number}:\n\n%{note}\n\nAdd them to the dispute in the portal.',
            },
            decided: {
                subject: 'Decision on the dispute of claim %{number}: %{outcome}',
                body: 'Hello %{name},\n\nThe dispute of claim %{number} has been decided: %{outcome}.\n\n%{decision}\n\nThe written decision can be downloaded as a PDF from the claim.',
            },
        },
        letter: {
            title: 'Decision on a claim dispute',
            claim: 'Claim',
            plan: 'Health plan',
            provider: 'Billing provider (NPI)',
            type: 'Kind of dispute',
            reason: 'Reason',
            openedBy: 'Opened by',
            openedAt: 'Opened on',
            decidedBy: 'Decided by',
            decidedAt: 'Decided on',
            outcome: 'Outcome',
            decision: 'Decision',
            narrative: "The provider's statement",
            notDecided: 'This dispute has not been decided yet.',
        },
    },
};
