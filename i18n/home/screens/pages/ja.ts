import type { Catalog } from '../../../types';
import type { homePagesEn } from './en';

/** ホーム（対応が必要な事項）と「はじめに」チェックリストの日本語テキスト。 */
export const homePagesJa: Catalog<typeof homePagesEn> = {
    home: {
        heading: '対応が必要な事項',
        allClear: '現在、対応が必要な事項はありません。',
        requests: {
            title: '回答待ちの接続申請',
            item: '%{organisation} から「%{kind}」の接続申請（%{name}）',
            answer: '回答する',
            answerLabel: '%{organisation} の申請に回答：%{kind}',
            awaiting: '送信済みで相手の回答待ちの申請：%{count}',
            none: 'あなたの回答を待っている接続申請はありません。',
            openConnect: '接続を開く',
        },
        listing: {
            title: 'あなたのディレクトリ掲載情報',
            due: '掲載情報 %{smart_count} 行のうち %{due} 行が、過去 90 日以内に確認されていません。',
            current: '掲載情報は確認済みです：%{smart_count} 行すべてが過去 90 日以内に確認されています。',
            review: '掲載情報を確認する',
        },
        checklist: {
            title: 'はじめに',
            progress: '%{total} 手順中 %{done} 手順完了',
            next: '次の手順：%{step}',
            open: '「はじめに」を続ける',
        },
        claims: {
            title: '最近の請求の動き',
            week: '過去 7 日間にステータスが変わった請求：%{count}',
            none: '最近変更された請求はありません。',
            claim: '請求',
            status: 'ステータス',
            billed: '請求額',
            changed: '変更日時',
            openClaim: '請求 %{number} を開く',
            openQuery: '請求照会を開く',
        },
    },
    gettingStarted: {
        intro: '%{role}としてポータルで最初に行うこと。ほとんどの手順は実行するとポータルがチェックします。その他の手順はご自身でチェックしてください。',
        progress: '%{total} 手順中 %{done} 手順完了',
        progressLabel: '「はじめに」の進捗',
        complete: 'すべて完了しました。このチェックリストは非表示にできます。必要になればこのページに残っています。',
        dismiss: 'チェックリストを非表示にする',
        dismissed: 'チェックリストを非表示にしました：ホームには表示されません。',
        showAgain: 'ホームに再表示する',
        go: '移動',
        goLabel: '%{step}：移動',
        markDone: '完了にする',
        markUndone: '未完了に戻す',
        markDoneLabel: '完了にする：%{step}',
        markUndoneLabel: '未完了に戻す：%{step}',
        done: '完了',
        todo: '未完了',
        automatic: '完了するとポータルがチェックします',
        manual: 'この手順はご自身でチェックします',
        steps: {
            confirmNpi: {
                title: 'NPI 情報を確認する',
                help: 'NPI レジストリの登録内容があなたと診療所のものか確認してください。',
            },
            completeProfile: {
                title: 'プロフィールを完成させる',
                help: '氏名、メールアドレス、組織名を入力します。',
                helpPlan: '氏名、メールアドレス、組織名、プラン名を入力します。',
            },
            secondFactor: {
                title: '認証アプリを設定する',
                help: 'サインイン時にパスワードに加えてスマートフォンのコードが必要になります。',
            },
            connectPlan: {
                title: '健康保険プランと接続する',
                help: 'ネットワーク参加またはデータ共有の接続をプランに申請します。',
            },
            connectProvider: { title: '医療提供者と接続する', help: '診療所との接続を申請または承認します。' },
            connectAdjuster: {
                title: '保険会社の請求チームと接続する',
                help: '請求担当者に請求処理の接続を申請します。',
            },
            connectForwarder: {
                title: 'フォワーダーと接続する',
                help: 'フォワーダーとの請求処理の接続を申請または承認します。',
            },
            verifyListing: {
                title: 'ディレクトリ掲載情報を確認する',
                help: 'あなたの NPI の掲載行を確認します。90 日ごとに確認が必要です。',
            },
            searchClaims: { title: '請求を検索する', help: '請求照会で最初の検索を行います。' },
            saveSearch: { title: '請求検索を保存する', help: 'よく使う検索に名前を付けて保存します。' },
            createTable: {
                title: 'ディレクトリのテーブルを作成する',
                help: '提供者ディレクトリには少なくとも 1 つのテーブルが必要です。',
            },
            reviewAccess: {
                title: '各画面を開けるロールを確認する',
                help: 'アクセス権ページで各ロールのアクセスを確認します。',
            },
            readSupport: {
                title: 'ヘルプの入手先を知る',
                help: 'サポートページで電話番号、受付時間、よくある質問を読みます。',
            },
        },
    },
};
