import type { findProviderEn } from './en';
import type { Catalog } from '../types';

/** 公開「医療機関を探す」ページの日本語テキスト。 */
export const findProviderJa: Catalog<typeof findProviderEn> = {
    title: '医療機関を探す',
    intro: '当ネットワークの医療機関を検索できます。アカウントは不要です。',
    search: {
        label: '医療機関を検索',
        name: '氏名',
        nameHelp: '名または姓',
        specialty: '専門分野',
        specialtyHelp: '例：Family Medicine、Pediatrics',
        place: '郵便番号または市区町村',
        network: 'ネットワーク',
        anyNetwork: 'すべてのネットワーク',
        acceptingNew: '新規患者を受け入れ中',
        submit: '検索',
    },
    results: {
        label: '検索結果',
        count: '%{smart_count} 件の医療機関が見つかりました',
        none: 'この検索に一致する医療機関はありません。語句を減らすか、別の地域でお試しください。',
        loading: '検索中…',
        previous: '前のページ',
        next: '次のページ',
        details: '%{name} の詳細',
        failed: 'ディレクトリに接続できませんでした。接続を確認して、もう一度お試しください。',
    },
    listing: {
        back: '検索結果に戻る',
        specialty: '専門分野',
        practice: '診療所',
        address: '住所',
        phone: '電話',
        email: 'メール',
        website: 'ウェブサイト',
        networks: 'ネットワーク',
        languages: '言語',
        acceptingPatients: '新規患者',
        lastUpdated: '掲載情報の最終更新',
        notFound: 'この掲載情報はディレクトリにありません。',
        reportError: 'この掲載情報の誤りを報告',
        reportHelp: '誤りや古い情報がありますか？お知らせいただくか、%{phone} までお電話ください。',
    },
    accepting: {
        newpt: '新規患者を受け入れ中',
        existptonly: '既存の患者のみ',
        existptfam: '既存の患者とその家族',
        nopt: '患者の受け入れなし',
    },
};
