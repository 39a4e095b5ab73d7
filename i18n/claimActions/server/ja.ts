import { serverCargoHandlingJa } from './cargo/ja';
import type { claimActionsServerEn } from './en';
import type { Catalog } from '../../types';
import { claimActionVocabularyJa } from '../vocabulary/ja';

/** Japanese server texts of claim actions. */
export const claimActionsServerJa: Catalog<typeof claimActionsServerEn> = {
    claimActions: {
        documents: {
            noFile: '"file" という名前のパートを 1 つ含む multipart/form-data で文書を送信してください。',
            empty: 'ファイルが空です。',
            notAccepted:
                'このファイルはポータルが保存する文書ではありません。受け付ける形式: %{accepted}（名前ではなく内容で判定します）。',
            fileTooLarge: '文書 1 件の上限は %{max} MB です。この文書は何も保存されていません。',
            claimFull:
                '1 件の請求の文書は合計 %{max} MB までで、この請求の残りは %{left} MB です。この文書は何も保存されていません。',
            notFound: 'この文書は存在しないか、参照できる請求のものではありません。',
        },
        disputes: {
            notFound: 'この異議申立ては存在しないか、参照できる請求のものではありません。',
            notDisputable:
                '異議を申し立てられるのは支払拒否または一部支払の請求だけです。請求 %{number} はどちらでもありません。',
            alreadyOpen: '請求 %{number} には未決定の異議申立てがあります。文書はそちらに追加してください。',
            decided: 'この異議申立ては決定済みのため、追加はできません。',
            exportTooLarge: 'エクスポートが %{max} 件を超えます。条件を絞って再度お試しください。',
        },
        cargoHandling: serverCargoHandlingJa,
        cargoFilings: {
            alreadyFiled: '請求 %{number} はすでに提出済みです。再度提出することはできません。',
            notFound: '請求 %{number} にはまだ貨物クレームの提出がありません。',
            noOrganisation:
                'お客様のアカウントはまだどの組織にも属していません。請求は組織として提出します。ポータルの管理者に、所属組織への承認を依頼してください。',
        },
        requests: {
            duePast: '期限に過去の日付は指定できません。',
            notFound: 'この請求にこの文書依頼はありません。',
        },
        ...claimActionVocabularyJa,
        outcomes: {
            upheld: '維持: 当初の決定どおり',
            overturned: '取消し',
            partly_overturned: '一部取消し',
        },
        history: {
            opened: '異議申立て（%{type}）: %{reason}',
            requested: '異議申立てに文書を依頼: %{note}',
            decided: '異議申立ての決定: %{outcome}',
            answered: '異議申立ての文書を受領',
        },
        columns: {
            claimNumber: '請求',
            disputeType: '種類',
            reason: '理由',
            status: '状態',
            openedBy: '申立て者',
            openedAt: '申立て日時 (UTC)',
            dueOn: '期限',
            overdue: '期限超過',
            outcome: '結果',
            decidedAt: '決定日時 (UTC)',
            planName: '保険プラン',
            billingNpi: '請求 NPI',
        },
        yes: 'はい',
        no: 'いいえ',
        mail: {
            footer: 'ポータルで請求を開く: %{link}',
            documentRequest: {
                subject: '請求 %{number} について書類の提出依頼があります',
                body: '%{name} 様\n\n%{plan} の %{actor} から、請求 %{number} について次の書類の提出依頼がありました。\n\n%{codes}%{note}\n\n%{dueOn} までに提出してください。ポータルで請求を開き、書類を添えて依頼に回答してください。',
            },
            opened: {
                subject: '請求 %{number} に異議申立てがありました',
                body: '%{name} 様\n\n%{actor} が請求 %{number} に異議を申し立てました（%{type}）: %{reason}。\n\n%{narrative}\n\n決定期限は %{dueOn} です。',
            },
            requested: {
                subject: '請求 %{number} の異議申立てに文書の追加依頼があります',
                body: '%{name} 様\n\n保険プランから請求 %{number} の異議申立てについて追加の文書を求められています:\n\n%{note}\n\nポータルで異議申立てに文書を追加してください。',
            },
            decided: {
                subject: '請求 %{number} の異議申立ての決定: %{outcome}',
                body: '%{name} 様\n\n請求 %{number} の異議申立てが決定されました: %{outcome}。\n\n%{decision}\n\n決定書は請求画面から PDF でダウンロードできます。',
            },
        },
        letter: {
            title: '請求に対する異議申立ての決定書',
            claim: '請求',
            plan: '保険プラン',
            provider: '請求医療機関 (NPI)',
            type: '申立ての種類',
            reason: '理由',
            openedBy: '申立て者',
            openedAt: '申立て日',
            decidedBy: '決定者',
            decidedAt: '決定日',
            outcome: '結果',
            decision: '決定',
            narrative: '医療機関の申述',
            notDecided: 'この異議申立てはまだ決定されていません。',
        },
    },
};
