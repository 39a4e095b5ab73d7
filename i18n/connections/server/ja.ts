import type { Catalog } from '../../types';
import type { connectionsServerEn } from './en';

/** ロール別ページのサーバー側日本語テキスト：接続操作の拒否メッセージと接続通知メール。 */
export const connectionsServerJa: Catalog<typeof connectionsServerEn> = {
    connections: {
        notFound: 'この接続は存在しないか、あなたの接続ではありません。',
        recipientUnknown: 'この組織はポータルの有効なユーザーではありません。',
        kindNotAllowed: 'あなたの組織とこの組織の間で「%{kind}」の接続はできません。',
        alreadyOpen: 'この組織とのこの種類の接続は、すでに申請中または有効です。',
        notAllowed: 'この接続は「%{status}」です。今は「%{action}」を行えません。',
    },
    connectionMail: {
        footer: '接続を開く：%{link}',
        requested: {
            subject: '%{organisation} から接続の申請：%{kind}',
            body: '%{name} 様\n\n%{actor}（%{organisation}）から、%{product} で貴組織に「%{kind}」の接続の申請がありました。\n\nメッセージ：%{reason}\n\nポータルで申請を承認または却下してください。',
        },
        accepted: {
            subject: '%{organisation} が接続の申請を承認しました：%{kind}',
            body: '%{name} 様\n\n%{actor}（%{organisation}）が「%{kind}」の接続の申請を承認しました。接続は有効になりました。',
        },
        declined: {
            subject: '%{organisation} が接続の申請を却下しました：%{kind}',
            body: '%{name} 様\n\n%{actor}（%{organisation}）が「%{kind}」の接続の申請を却下しました。\n\n理由：%{reason}',
        },
        ended: {
            subject: '接続が終了しました：%{kind}',
            body: '%{name} 様\n\n%{actor}（%{organisation}）が貴組織との「%{kind}」の接続を終了しました。\n\n理由：%{reason}',
        },
        message: {
            subject: '%{organisation} からの新しいメッセージ：%{kind}',
            body: '%{name} 様\n\n%{actor}（%{organisation}）から「%{kind}」の接続についてメッセージがあります：\n\n%{reason}',
        },
    },
};
