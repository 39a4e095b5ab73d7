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

    cargo: {
        modes: { road: '公路', rail: '铁路', ocean: '海运', air: '空运' },
        events: { loss: '灭失', damage: '损坏', shortage: '短少', delay: '延误' },
        deadlines: {
            carmack_claim: '交付后 9 个月内向承运人提出书面索赔',
            carmack_suit: '承运人书面拒赔后 2 年零 1 天内起诉',
            cogsa_suit: '交付后 1 年内起诉',
            montreal_damage: '收货后 14 天内向承运人提出书面异议',
            montreal_delay: '货物交由您处置后 21 天内向承运人提出书面异议',
        },
        states: {
            waiting: '自承运人书面拒赔之日起计算',
            open: '在期限内',
            due_soon: '即将到期',
            last_day: '今天是最后一天：仍在期限内',
            passed: '已过期',
        },
        checklist: {
            bill_of_lading: '提单',
            air_waybill: '航空运单',
            commercial_invoice: '商业发票',
            packing_list: '装箱单',
            delivery_receipt_exception: '注明异常的交货收据',
            survey_report: '检验报告',
            photos: '照片',
        },
        amount: {
            amountRequired:
                '索赔必须要求一笔确定或可确定的金额（49 CFR 370.3(b)）；没有金额，承运人无需将其视为索赔。请填写索赔金额。',
            amountPositive: '索赔金额必须大于零。',
            currencyRequired: '请选择索赔金额的币种。',
        },
    },

    attachmentCodes: {
        '18842-5': '出院小结',
        '11506-3': '病程记录',
        '34117-2': '病史与体格检查记录',
        '11488-4': '会诊记录',
        '28570-0': '操作记录',
        '11504-8': '手术记录',
        '18748-4': '影像诊断检查',
        '11502-2': '检验报告',
        '18776-5': '诊疗计划记录',
        '57133-1': '转诊记录',
    },
};
