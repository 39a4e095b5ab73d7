import type { Catalog } from '../../types';
import type { administrationScreensEn } from './en';

/** Screen texts of administration: the users and the access matrix. (ja) */
export const administrationScreensJa: Catalog<typeof administrationScreensEn> = {
    users: {
        fields: {
            fullName: '氏名',
            username: 'ユーザー名',
            email: 'メールアドレス',
            role: 'ロール',
            orgType: '組織の種類',
            organisation: '組織',
            providerId: '医療機関 ID（NPI）',
            planName: '保険プラン',
            status: 'ステータス',
            lastLoginAt: '最終ログイン',
            liveSessions: '有効なセッション',
            createdAt: '作成日時',
            lastLoginAfter: '最終ログイン（以降）',
            lastLoginBefore: '最終ログイン（以前）',
        },
        status: {
            pending: '有効化待ち',
            active: '有効',
            locked: 'ロック中',
            disabled: '無効',
        },
        never: 'ログイン履歴なし',
        back: 'ユーザープロフィール一覧へ',
        actions: {
            label: 'アカウント操作',
            activate: '有効化',
            lock: 'ロック',
            unlock: 'ロック解除',
            disable: '無効化',
            enable: '再有効化',
            sendReset: 'パスワード再設定メールを送信',
        },
        confirm: {
            activate: {
                title: '%{name} さんのアカウントを有効化しますか？',
                content: 'このユーザーは今後ログインできるようになります。',
            },
            lock: {
                title: '%{name} さんのアカウントをロックしますか？',
                content: 'このユーザーはログアウトされ、ロックが解除されるまでログインできません。',
            },
            unlock: {
                title: '%{name} さんのアカウントのロックを解除しますか？',
                content: 'このユーザーは再びログインできるようになります。',
            },
            disable: {
                title: '%{name} さんのアカウントを無効化しますか？',
                content: 'このユーザーはログアウトされ、アカウントが再び有効化されるまでログインできません。',
            },
            enable: {
                title: '%{name} さんのアカウントを再有効化しますか？',
                content: 'このユーザーは再びログインできるようになります。',
            },
            sendReset: {
                title: '%{name} さんにパスワード再設定メールを送信しますか？',
                content:
                    '新しいパスワードを設定するためのリンク（有効期限 1 時間）が届きます。それまでは現在のパスワードを引き続き使用できます。',
            },
        },
        statusChanged: '%{name} さんのアカウントのステータス：%{status}',
        sessions: {
            title: 'セッション',
            endAll: 'すべてのセッションを終了',
            endAllTitle: '%{name} さんのすべてのセッションを終了しますか？',
            endAllContent:
                'このアカウントの有効なセッションはすべて直ちに終了します。ユーザーは再度ログインする必要があります。',
            endedOne: 'セッションを終了しました。',
            alreadyEnded: 'このセッションはすでに終了していました。',
            endedMany: '%{smart_count} 件のセッションを終了しました |||| %{smart_count} 件のセッションを終了しました',
            none: 'このユーザーのセッション記録はありません。',
        },
        trail: 'このユーザーの監査ログ',
    },
    access: {
        note: '変更はサーバーで直ちに反映されます。ロールのメニューは、そのユーザーが次にページを開いたときに更新されます。',
        screen: '画面',
        mainMenu: 'メインメニュー',
        changed: '変更あり',
        changedHint: '既定値と異なります：%{state}',
        allowed: '許可',
        denied: '不許可',
        reset: '既定値に戻す',
        toggle: '%{role}：%{screen}',
        lockedAdmin: '管理者は常にすべての画面を開けます。このアクセス権は変更できません。',
        lockedScreen: 'この画面のアクセス権はポータルで固定されており、変更できません。',
        saved: '%{role}：%{screen} は%{state}になりました。',
    },
};
