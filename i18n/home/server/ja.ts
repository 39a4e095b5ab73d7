/** Server messages of the role pages: the getting-started checklist, the contact form and the dashboard (ja). */
export const homeServerJa = {
    checklist: {
        notYourStep: 'この手順はあなたのロールのチェックリストにありません。',
        derived: '「%{step}」はポータルで実際に行うと完了します。手動ではチェックできません。',
        unfinished: 'チェックリストを非表示にする前に、すべての手順を完了してください。',
    },
    server: {
        contact: {
            received: 'お問い合わせを受け付けました。できるだけ早くご連絡いたします。',
            emailInvalid: '「%{field}」には name@example.com のようなメールアドレスを入力してください。',
            throttled:
                'お問い合わせの送信回数が上限を超えました。%{time} UTC 以降（%{smart_count} 分後）に再度お試しください。 |||| お問い合わせの送信回数が上限を超えました。%{time} UTC 以降（%{smart_count} 分後）に再度お試しください。',
            deliveryFailed:
                'お問い合わせは記録されましたが、サポートチームへのメール送信に失敗しました。サポート（%{phone}）までお電話ください。',
        },
        dashboard: {
            period: '「%{field}」は 7、30、90（日）のいずれかである必要があります（「%{value}」は不可）。',
        },
    },
};
