import type { Catalog } from '../../../types';
import type { serverCargoHandlingEn } from './en';

/** Japanese server texts of cargo claim handling. */
export const serverCargoHandlingJa: Catalog<typeof serverCargoHandlingEn> = {
    acknowledgeFirst: 'クレーム %{number} はまだ受領確認されていません。%{step}前に受領確認してください。',
    alreadyAcknowledged: 'クレーム %{number} は受領確認済みです。',
    notAllowed: 'クレーム %{number} は%{status}のため、今は%{step}ことができません。',
    payMoreThanClaimed: '支払額は請求額（%{claimed}）を超えられません。',
    steps: {
        acknowledge: '受領確認する',
        request_documents: '書類を依頼する',
        survey: '鑑定結果を記録する',
        reserve: '支払備金を設定する',
        pay: '支払う',
        decline: '支払を拒否する',
        recovery: '求償に回す',
    },
    statuses: {
        reported: '事故報告済み',
        documents_requested: '書類待ち',
        under_survey: '鑑定中',
        adjusted: '査定済み',
        paid: '支払済み',
        declined: '支払拒否',
        closed: '完了',
        recovery: '求償中',
    },
    history: {
        filed: 'クレーム提出: %{mode}、%{event}、%{document}、請求額 %{amount}',
        acknowledge: 'クレームの受領を書面で確認',
        request_documents: '書類を依頼: %{note}',
        survey: '鑑定報告を記録',
        reserve: '支払備金を設定',
        reserveChanged: '支払備金を変更',
        pay: 'クレームを支払: %{amount}',
        decline: 'クレームの支払を拒否: %{reason}',
        recovery: '運送人 %{carrier} への求償に回しました。%{note}',
    },
    mail: {
        acknowledge: {
            subject: 'クレーム %{number} の受領が確認されました',
            body: '%{name} 様\n\n保険会社の査定担当者 %{actor} が、%{day} にクレーム %{number}（%{document}）の受領を書面で確認しました。%{decideBy} までに支払または支払拒否が決定されます（49 CFR 370.5(b)）。',
        },
        request_documents: {
            subject: 'クレーム %{number} について書類の提出依頼があります',
            body: '%{name} 様\n\n保険会社の査定担当者 %{actor} から、クレーム %{number}（%{document}）について書類の提出依頼がありました。\n\n%{note}\n\nポータルでクレームに書類を追加してください。',
        },
        pay: {
            subject: 'クレーム %{number} が支払われました: %{amount}',
            body: '%{name} 様\n\n保険会社の査定担当者 %{actor} が、クレーム %{number}（%{document}）を支払いました。請求額 %{claimed} のうち %{amount} です。',
        },
        decline: {
            subject: 'クレーム %{number} の支払が拒否されました',
            body: '%{name} 様\n\n保険会社の査定担当者 %{actor} が、クレーム %{number}（%{document}）の支払を拒否しました。\n\n%{reason}%{suit}',
        },
        suitBy: 'これは書面による支払拒否です。運送人に対する訴訟は %{day} まで提起できます（%{authority}）。',
    },
};
