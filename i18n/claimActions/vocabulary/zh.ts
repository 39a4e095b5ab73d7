/** The dispute vocabulary in Chinese: shown on screens and written in e-mails, letters and exports. */
export const claimActionVocabularyZh = {
    types: {
        reconsideration: '复议',
        appeal: '上诉',
    },

    reasons: {
        medical_necessity: '医疗必要性',
        coding: '编码或捆绑',
        authorization: '事先授权',
        timely_filing: '及时提交',
        coordination_of_benefits: '福利协调',
        underpayment: '支付不足',
        duplicate: '被判为重复而拒付',
        other: '其他',
    },

    statuses: {
        open: '进行中',
        documents_requested: '已要求补充文档',
        decided: '已裁决',
    },
};
