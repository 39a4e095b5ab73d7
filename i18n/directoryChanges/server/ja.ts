/** Japanese server texts of the directory team's work: refusals and e-mails about changes to listings (the dashboard export is titled with its screen's texts). */
export const directoryChangesServerJa = {
    directoryChanges: {
        errors: {
            unknownColumn: 'このテーブルに列「%{field}」はありません。',
            nothingAsked: '変更内容を入力してください。訂正する値かメモを少なくとも1つ指定してください。',
            notFound: 'この変更は存在しないか、担当するテーブルのものではありません。',
            decided: 'この変更はすでに処理済みです。',
            adminOnly: 'ディレクトリのテーブルを健康保険プランに割り当てられるのは管理者だけです。',
            notAHealthPlan: 'ディレクトリのテーブルは健康保険プランの組織にのみ割り当てられます。',
        },
        memberAnswer: {
            applied: 'ご報告ありがとうございます。掲載内容を訂正しました。',
            rejected: 'ご報告ありがとうございます。掲載内容を確認しましたが、変更はしませんでした：%{reason}',
        },
        mail: {
            applied: {
                subject: '%{product}：ディレクトリの掲載内容が更新されました',
                body: '%{name} 様\n\nディレクトリの掲載「%{listing}」への変更が反映されました。\n\n掲載内容の確認：%{link}',
            },
            rejected: {
                subject: '%{product}：ディレクトリの掲載内容への変更は行われませんでした',
                body: '%{name} 様\n\nディレクトリの掲載「%{listing}」に依頼された変更は行われませんでした：%{reason}\n\n掲載内容の確認：%{link}',
            },
        },
    },
};
