import type { Catalog } from '../../types';
import type { commonServerEn } from './en';

/** Server messages every area shares (ja). */
export const commonServerJa: Catalog<typeof commonServerEn> = {
    server: {
        validation: {
            required: '「%{field}」は必須です。',
            empty: '「%{field}」を空にすることはできません。',
            tooLong: '「%{field}」は %{max} 文字以内にする必要があります。',
            tooMany: '"%{field}" に含められるのは %{max} 個までです。',
            type: '「%{field}」は%{expected}である必要があります。',
            unknownField: '「%{field}」は受け付けられないフィールドです。',
            invalid: '「%{field}」は無効です。',
            body: 'リクエスト本文が有効な JSON ではありません。',
            bodyTooLarge: 'リクエストのサイズが大きすぎます。',
            mediaType: 'リクエスト本文は application/json 形式で送信してください。',
            unstorableText:
                '「%{field}」に保存できない文字（NUL 文字または対になっていないサロゲート）が含まれています。削除してもう一度お試しください。',
            dateBounds: '「%{field}」は %{min} から %{max} までの日付である必要があります。',
        },
        types: {
            string: 'テキスト',
            number: '数値',
            boolean: '真偽値',
            object: 'オブジェクト',
            array: 'リスト',
        },
        list: {
            json: '「%{field}」は JSON である必要があります（例: %{example}）。',
            sort: '「%{parameter}」はフィールド名と ASC または DESC からなるリストである必要があります（例: ["id","ASC"]）。',
            sortField: '「%{parameter}」では「%{value}」で並べ替えできません。並べ替え可能なフィールド: %{allowed}。',
            sortOrder: '「%{parameter}」の最後は ASC または DESC である必要があります。',
            range: '「%{parameter}」は [先頭, 末尾] の形式で、0 以上の整数 2 つ（先頭 ≤ 末尾）である必要があります（例: [0,24]）。',
            rangeTooLarge: '「%{parameter}」で指定できるのは最大 %{max} 行です。',
            filterKey: '「%{parameter}」にキー「%{key}」はありません。使用できるキー: %{allowed}。',
            value: '「%{parameter}」に「%{value}」は指定できません。使用できる値: %{allowed}。',
            date: '「%{parameter}」は 2026-05-01 や 2026-05-01T09:30:00Z のような ISO 8601 の日付または日時である必要があります。',
            dateBounds: '「%{parameter}」は %{min} から %{max} までの日付である必要があります。',
        },
        notFound: '%{path} には何もありません。',
        forbidden: 'この操作を行う権限がありません。',
        tooManyRequests: 'リクエストが多すぎます。しばらく待ってから再度お試しください。',
        budgetsUnavailable:
            'ポータルは現在リクエスト制限を確認できないため、アカウント関連のリクエストを一時停止しています。変更は行われていません。数分後にもう一度お試しください。',
        internal: 'サーバーでエラーが発生しました。再度お試しください。',
    },
    mail: {
        signature: '%{product} 運営チーム',
    },
};
