/** The dispute vocabulary in English: shown on screens and written in e-mails, letters and exports. */
export const claimActionVocabularyEn = {
    types: {
        reconsideration: 'Reconsideration',
        appeal: 'Appeal',
    },

    reasons: {
        medical_necessity: 'Medical necessity',
        coding: 'Coding or bundling',
        authorization: 'Prior authorization',
        timely_filing: 'Timely filing',
        coordination_of_benefits: 'Coordination of benefits',
        underpayment: 'Underpayment',
        duplicate: 'Denied as a duplicate',
        other: 'Other',
    },

    statuses: {
        open: 'Open',
        documents_requested: 'Documents requested',
        decided: 'Decided',
    },
};
