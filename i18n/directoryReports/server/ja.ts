/** Japanese server texts of member reports: refusals of staff-only calls, the human check, the answer's e-mail. */
export const directoryReportsServerJa = {
    directoryReports: {
        errors: {
            staffOnly: 'ディレクトリの変更と加入者の問い合わせを扱えるのは管理者と健康保険プランの担当者だけです。',
            notFound: 'この問い合わせは存在しないか、担当するテーブルのものではありません。',
            answered: 'この問い合わせにはすでに回答済みです。',
            humanCheck: {
                malformed: '人間確認がないか不完全です。ページを再読み込みしてもう一度送信してください。',
                forged: 'この人間確認は本サイトが発行したものではありません。ページを再読み込みしてもう一度送信してください。',
                expired: '人間確認の有効期限が切れました。もう一度送信してください。新しい確認が用意されます。',
                unsolved: '人間確認が完了していません。もう一度送信してください。',
                spent: 'この人間確認は別のメッセージですでに使われています。もう一度送信してください。',
            },
        },
        mail: {
            subject: '%{product}：プロバイダーディレクトリに関するご質問への回答',
            body: 'こんにちは。\n\n%{receivedOn} に次のお問い合わせをいただきました：\n\n%{question}\n\n回答：\n\n%{answer}',
        },
    },
};
