import type { findProviderServerEn } from './en';
import type { Catalog } from '../../types';

/** 公開医療機関ディレクトリ FHIR API の日本語テキスト：拒否と注意（OperationOutcome）。 */
export const findProviderServerJa: Catalog<typeof findProviderServerEn> = {
    fhir: {
        unknownType: 'このサーバーにリソースタイプ「%{type}」はありません。提供する Plan-Net タイプ：%{types}。',
        unknownPath: '%{path} には何もありません。/fhir/metadata から始めてください。',
        notFound: '%{resource} は医療機関ディレクトリにありません。',
        gone: '%{resource} は医療機関ディレクトリから取り下げられました。',
        versionNotFound:
            '%{resource} のバージョン %{version} は保持されていません。現在のバージョンは %{current} です。',
        readOnly: '医療機関ディレクトリは読み取り専用です：%{method} は許可されていません。',
        badDate:
            '%{parameter} の値「%{value}」は日付ではありません：YYYY、YYYY-MM、YYYY-MM-DD、またはタイムゾーン付きの日時を指定してください（前に eq、ne、gt、lt、ge、le、sa、eb を付けられます）。',
        badCount: '_count は 0 から %{max} までの整数で指定してください（「%{value}」ではなく）。',
        badCursor: 'ページ位置「%{value}」は無効です：検索結果の next と previous のリンクをたどってください。',
        badModifier: '修飾子 :%{modifier} は %{parameter} には使えません。',
        badMissing: '%{parameter}:missing の値は true か false にしてください。',
        badReference: '%{parameter} の値「%{value}」は参照ではありません：タイプ/id か id を指定してください。',
        ignoredParameter: '検索パラメーター %{parameter} はここではサポートされていないため、無視しました。',
        ignoredInclude: '%{parameter}=%{value} はここではサポートされていないため、無視しました。',
        tooManyRequests: 'お使いのアドレスからのリクエストが多すぎます：%{retryAt} 以降に再試行してください。',
        unexpected: '予期しない障害のため、医療機関ディレクトリは応答できませんでした。後でもう一度お試しください。',
    },
    directoryPublication: {
        templateMapped:
            'この表はテンプレート（%{template}）どおりに公開されます。ここで対応付けできるのは、空白から、またはスプレッドシートから作成した表だけです。',
        unknownElement: '%{element} は %{kind} の掲載情報の要素ではありません。',
        unknownColumn: '%{element} に選んだ列 %{column} はこの表の列ではありません。',
        incompatibleType:
            '列 %{column} は %{type} 型の値を持つため、%{expected} 型の列が必要な %{element} には使えません。',
        requiredMissing: '%{kind} の掲載情報には %{element} の列が必要です。',
    },
};
