import type { Catalog } from '../types';
import type { rolePagesEn } from './en';

/** 各ロールが使うページの日本語テキスト。 */
export const rolePagesJa: Catalog<typeof rolePagesEn> = {
    connect: {
        yourConnections: 'あなたの接続',
        allConnections: 'すべての接続',
        find: '接続する組織を探す',
        search: '名前または NPI',
        searchName: '名前',
        orgType: '種類',
        anyType: 'すべての種類',
        state: '州',
        stateHelp: '2文字（例：IL）',
        noMatches: '一致する組織はありません。',
        cannotRequest: 'あなたのロールは接続を申請しません。すべての接続を確認し、どれでも終了できます。',
        notConnecting:
            'あなたのロールは接続に参加しないため、ここで対応が必要なことはありません。このポータルで接続するのは次のロールです：%{pairs}。',
        organisation: '組織',
        kind: '接続の種類',
        status: 'ステータス',
        requestedAt: '申請日時',
        updatedAt: '最終変更',
        allStatuses: 'すべて',
        none: 'まだ接続はありません。',
        open: '開く',
        request: '接続を申請',
        requestTitle: '%{organisation} への接続の申請',
        message: 'メッセージ（任意）',
        sendRequest: '申請を送信',
        requestSent: '%{organisation} に申請を送信しました。',
        alreadyOpen: '申請中または有効：%{kinds}',
        npi: 'NPI：%{npi}',
        between: '%{from} と %{to}',
        details: '接続：%{organisation}',
        history: '履歴とメッセージ',
        writeMessage: 'メッセージを書く',
        sendMessage: 'メッセージを送信',
        messageSent: 'メッセージを送信しました。',
        reason: '理由',
        reasonRequired: '却下の理由を書いてください。相手側に表示されます。',
        endReason: '理由（任意）',
        close: '閉じる',
        cancel: 'キャンセル',
        respondedAt: '回答日時',
        endedAt: '終了日時',
        events: {
            requested: '%{actor} が接続を申請しました',
            accepted: '%{actor} が申請を承認しました',
            declined: '%{actor} が申請を却下しました',
            ended: '%{actor} が接続を終了しました',
            message: '%{actor} のメッセージ',
        },
        kinds: {
            network_participation: 'ネットワーク参加',
            data_sharing: '請求・資格データの共有',
            patient_support: '患者支援プログラム',
            prior_authorization: '事前承認の支援',
            samples: 'サンプル',
            claims_handling: '請求処理',
        },
        statuses: {
            requested: '申請中',
            active: '有効',
            declined: '却下',
            ended: '終了',
        },
        actions: {
            accept: '承認',
            decline: '却下',
            end: '終了',
        },
        done: {
            accept: '接続を承認しました。',
            decline: '申請を却下しました。',
            end: '接続を終了しました。',
        },
    },
    supportPage: {
        callTitle: 'お電話でのお問い合わせ',
        hours: {
            healthcare: '月曜から金曜、米国東部時間 8:00～20:00。薬局接続の緊急のトラブルは毎日24時間受け付けます。',
            claims: '月曜から金曜、米国東部時間 8:00～20:00。緊急の損害（貨物が危険にさらされている、すぐに検査が必要）は毎日24時間受け付けます。',
        },
        faqTitle: 'よくある質問',
        faqSearch: '質問を検索',
        faqNone: '「%{query}」に一致する質問はありません。フォームからお問い合わせください。',
        contactTitle: 'お問い合わせフォーム',
        sent: '送信中…',
    },
    faq: {
        all: {
            password: {
                question: 'パスワードを変更するには？',
                answer: '上部バーからユーザープロフィールを開き、パスワード変更を使います。変更すると、アカウントのほかのセッションはすべて終了します。',
            },
            language: {
                question: 'ポータルの言語を変更するには？',
                answer: '上部バーの言語メニューを使います。ポータルとそのメールは選んだ言語になります。',
            },
            authenticator: {
                question: '認証アプリでアカウントを保護するには？',
                answer: 'ユーザープロフィールで認証アプリの設定を選び、アプリでコードを読み取って表示された6桁を入力します。リカバリーコードは安全な場所に保管してください。',
            },
        },
        provider: {
            connect: {
                question: '健康保険プランのネットワークに参加するには？',
                answer: '接続を開き、名前または州でプランを検索して、ネットワーク参加の接続を申請します。プランはポータルで回答し、メールでもお知らせします。',
            },
            npi: {
                question: 'NPI の情報が間違っています。どうすればよいですか？',
                answer: 'ポータルは NPI の情報を国の登録簿（NPPES）から読み込みます。そちらで訂正してください。次回の登録簿更新後にポータルに反映されます。',
            },
        },
        healthplan: {
            requests: {
                question: '医療機関からの接続申請にはどこで回答しますか？',
                answer: 'ホームに対応待ちの申請が表示され、接続にはすべての接続が表示されます。承認するか、医療機関が読む理由を添えて却下します。',
            },
            denials: {
                question: '却下理由はどこで確認できますか？',
                answer: 'ダッシュボードに、選んだ期間の請求のステータス別件数と、多い却下理由が表示されます。',
            },
        },
        pharma: {
            programmes: {
                question: '医療機関が患者支援プログラムに参加するには？',
                answer: '医療機関が接続からプログラム接続を申請します。申請ごとに承認または却下でき、有効な接続はいつでも終了できます。',
            },
        },
        admin: {
            endConnection: {
                question: '2つの組織間の接続を終了できますか？',
                answer: 'はい。管理者は接続ですべての接続を確認し、どれでも終了できます。双方にメールが届き、変更は監査ログに残ります。',
            },
            users: {
                question: 'ユーザーのロックを解除するには？',
                answer: 'ユーザープロフィール一覧でユーザーを探し、ロック解除を選びます。変更は監査ログに記録されます。',
            },
        },
        editor: {
            content: {
                question: '編集者は何を変更できますか？',
                answer: '編集者は請求関連のコンテンツを最新に保ちます。メニューにない画面が必要なときは管理者に依頼してください。',
            },
        },
        claims_adjuster: {
            forwarders: {
                question: 'フォワーダーの請求を扱うには？',
                answer: '接続でフォワーダーの接続申請を承認します。以後、その請求が請求照会とダッシュボードに届きます。',
            },
        },
        freight_forwarder: {
            insurers: {
                question: '保険会社に請求を送るには？',
                answer: '接続で保険会社の請求チームに請求連携の接続を申請します。承認されると請求が先方に届きます。',
            },
        },
    },
};
