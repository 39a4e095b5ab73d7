/** English server texts of cargo claim handling: its refusals, the lines it writes in a claim's history and the forwarder's e-mails. */
export const serverCargoHandlingEn = {
    acknowledgeFirst: 'Claim %{number} has not been acknowledged yet: acknowledge it before you %{step}.',
    alreadyAcknowledged: 'Claim %{number} has already been acknowledged.',
    notAllowed: 'Claim %{number} is %{status}: you cannot %{step} it now.',
    payMoreThanClaimed: 'The amount paid cannot be more than the amount claimed (%{claimed}).',
    steps: {
        acknowledge: 'acknowledge',
        request_documents: 'ask for documents on',
        survey: 'record a survey on',
        reserve: 'set the reserve of',
        pay: 'pay',
        decline: 'decline',
        recovery: 'hand to recovery',
    },
    statuses: {
        reported: 'reported',
        documents_requested: 'waiting for documents',
        under_survey: 'under survey',
        adjusted: 'adjusted',
        paid: 'paid',
        declined: 'declined',
        closed: 'closed',
        recovery: 'in recovery',
    },
    history: {
        filed: 'Claim filed: %{mode}, %{event}, %{document}, %{amount} claimed',
        acknowledge: 'Claim acknowledged in writing',
        request_documents: 'Documents requested: %{note}',
        survey: 'Survey report recorded',
        reserve: 'Reserve set',
        reserveChanged: 'Reserve changed',
        pay: 'Claim paid: %{amount}',
        decline: 'Claim declined: %{reason}',
        recovery: 'Handed to recovery against the carrier %{carrier}. %{note}',
    },
    mail: {
        acknowledge: {
            subject: 'Your claim %{number} has been acknowledged',
            body: 'Hello %{name},\n\nThe insurer’s adjuster %{actor} acknowledged your claim %{number} (%{document}) in writing on %{day}. It is to be paid or declined by %{decideBy} (49 CFR 370.5(b)).',
        },
        request_documents: {
            subject: 'Documents requested on your claim %{number}',
            body: 'Hello %{name},\n\nThe insurer’s adjuster %{actor} asks for documents on your claim %{number} (%{document}):\n\n%{note}\n\nAdd them to the claim in the portal.',
        },
        pay: {
            subject: 'Your claim %{number} has been paid: %{amount}',
            body: 'Hello %{name},\n\nThe insurer’s adjuster %{actor} paid your claim %{number} (%{document}): %{amount} of the %{claimed} claimed.',
        },
        decline: {
            subject: 'Your claim %{number} has been declined',
            body: 'Hello %{name},\n\nThe insurer’s adjuster %{actor} declined your claim %{number} (%{document}):\n\n%{reason}%{suit}',
        },
        suitBy: 'This is a written declination: a suit against the carrier is in time until %{day} (%{authority}).',
    },
};
