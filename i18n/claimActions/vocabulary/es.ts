/** The dispute vocabulary in Spanish: shown on screens and written in e-mails, letters and exports. */
export const claimActionVocabularyEs = {
    types: {
        reconsideration: 'Reconsideración',
        appeal: 'Apelación',
    },

    reasons: {
        medical_necessity: 'Necesidad médica',
        coding: 'Codificación o agrupación',
        authorization: 'Autorización previa',
        timely_filing: 'Plazo de presentación',
        coordination_of_benefits: 'Coordinación de beneficios',
        underpayment: 'Pago insuficiente',
        duplicate: 'Denegada por duplicada',
        other: 'Otro',
    },

    statuses: {
        open: 'Abierta',
        documents_requested: 'Documentos solicitados',
        decided: 'Decidida',
    },
};
