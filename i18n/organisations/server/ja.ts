import type { organisationsServerEn } from './en';

/** 組織の分離に関するサーバーの日本語テキスト:拒否のメッセージと、管理者の判断を申請者に伝えるメール。 */
export const organisationsServerJa: typeof organisationsServerEn = {
    tenancy: {
        pending:
            'アカウントは管理者の承認待ちです。承認されるまではご自身のプロフィールのみ表示できます。決定後にメールでお知らせします。',
        rejected:
            'アカウントは承認されませんでした。理由は受信したメールをご確認のうえ、管理者にお問い合わせください。',
        privilegedRole: 'ロール「%{role}」のアカウントは管理者のみが付与できます。自分で登録することはできません。',
        profileLocked: '「%{field}」はプロフィールから変更できません。所属組織とロールは管理者が管理します。',
        unknown: 'ID %{id} の組織はありません。',
        identifierRequired: 'この種類の組織には「%{field}」が必要です。請求データはこれで組織を識別します。',
        identifierTaken: '組織 %{name} がすでにこの識別子を使用しています。',
        kindFixed: '組織の種類(%{kind})は変更できません。メンバーはその種類として所属しています。',
        wrongKind: 'ロール %{role} のアカウントは種類 %{kind} の組織に所属できません。',
        decided: 'アカウント %{username} はすでに承認または却下されています。',
    },
    mail: {
        registrationApproved: {
            subject: '%{product} のアカウントが承認されました',
            body: '%{name} 様\n\n管理者がアカウント %{username} を %{organisation} のメンバーとして承認しました。こちらからサインインできます:\n\n%{link}',
        },
        registrationRejected: {
            subject: '%{product} のアカウントは承認されませんでした',
            body: '%{name} 様\n\n管理者はアカウント %{username} を次の理由により承認しませんでした:\n\n%{reason}\n\n誤りと思われる場合は、管理者にお問い合わせください。',
        },
    },
};
