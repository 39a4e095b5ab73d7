/** The dispute vocabulary in Japanese: shown on screens and written in e-mails, letters and exports. */
export const claimActionVocabularyJa = {
    types: {
        reconsideration: '再審査',
        appeal: '不服申立て',
    },

    reasons: {
        medical_necessity: '医学的必要性',
        coding: 'コーディング・包括',
        authorization: '事前承認',
        timely_filing: '提出期限',
        coordination_of_benefits: '給付調整',
        underpayment: '過少支払',
        duplicate: '重複として拒否',
        other: 'その他',
    },

    statuses: {
        open: '受付中',
        documents_requested: '文書依頼中',
        decided: '決定済み',
    },
};
