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

    cargo: {
        modes: { road: '陸上（道路）', rail: '鉄道', ocean: '海上', air: '航空' },
        events: { loss: '滅失', damage: '損傷', shortage: '数量不足', delay: '延着' },
        deadlines: {
            carmack_claim: '引渡しから 9 か月以内に運送人へ書面で請求',
            carmack_suit: '運送人の書面による支払拒否から 2 年と 1 日以内に提訴',
            cogsa_suit: '引渡しから 1 年以内に提訴',
            montreal_damage: '受取りから 14 日以内に運送人へ書面で異議',
            montreal_delay: '貨物が処分可能になってから 21 日以内に運送人へ書面で異議',
        },
        states: {
            waiting: '運送人が書面で支払を拒否した日から起算',
            open: '期限内',
            due_soon: 'まもなく期限',
            last_day: '本日が最終日：まだ期限内',
            passed: '期限経過',
        },
        checklist: {
            bill_of_lading: '船荷証券・運送状',
            air_waybill: '航空運送状',
            commercial_invoice: '商業送り状',
            packing_list: '梱包明細書',
            delivery_receipt_exception: '異常が記載された受領書',
            survey_report: '検査報告書',
            photos: '写真',
        },
        amount: {
            amountRequired:
                '請求には確定した、または確定できる金額が必要です（49 CFR 370.3(b)）。金額のないものを運送人は請求として扱う必要がありません。請求額を入力してください。',
            amountPositive: '請求額は 0 より大きくしてください。',
            currencyRequired: '請求額の通貨を選んでください。',
        },
    },

    attachmentCodes: {
        '18842-5': '退院時要約',
        '11506-3': '経過記録',
        '34117-2': '病歴・身体所見記録',
        '11488-4': '対診記録',
        '28570-0': '処置記録',
        '11504-8': '手術記録',
        '18748-4': '画像診断検査',
        '11502-2': '検査報告書',
        '18776-5': '診療計画書',
        '57133-1': '紹介状',
    },
};
