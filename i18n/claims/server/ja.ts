import type { Catalog } from '../../types';
import type { claimsServerEn } from './en';

/** Server messages of the claim desks: searches, exports, edits and imports. (ja) */
export const claimsServerJa: Catalog<typeof claimsServerEn> = {
    server: {
        claims: {
            savedSearchName: '%{name} という名前の保存済み検索がすでにあります。',
            savedSearchesFull: '保存済み検索はすでに %{max} 件あります。先に 1 件削除してください。',
            savedSearchNotFound: 'ID %{id} の保存済み検索はありません。',
            exportTooLarge:
                'エクスポートは %{count} 件となり、上限の %{max} 件を超えます。検索条件を絞り込んで再度お試しください。',
            notFound: 'ID %{id} の請求はありません。',
            npi: '"%{parameter}" は NPI（1 または 2 で始まり、チェックディジットが正しい 10 桁）である必要があります（"%{value}" は不正です）。',
            rangeOrder: '"%{parameter}"：範囲の開始が終了より後になっています。',
            amount: '"%{parameter}" は 0 以上の金額である必要があります。',
            code: '"%{parameter}" は 99213 や E11.9 のような英数字とピリオドのコードである必要があります（"%{value}" は不正です）。',
            day: '"%{parameter}" は 2026-05-01 のような日付である必要があります（"%{value}" は不正です）。',
            hiddenFilter:
                'フィルター "%{key}" は %{fields} を参照しますが、あなたのロールにはこの項目は提供されません。',
            hiddenSort: '"%{field}" で請求を並べ替えることはできません。あなたのロールにはこの項目は提供されません。',
            stale: '請求 %{number} は、あなたが開いた後に他の人が変更しました。現在の値を表示しています。確認してから再度保存してください。',
            codeFormat: {
                carc: '"%{parameter}" は調整理由コード（CARC）でなければなりません：45、253、B7 のように 3 桁までの数字、または英字 1 文字と 2 桁までの数字です（"%{value}" は該当しません）。',
                rarc: '"%{parameter}" は備考コード（RARC）でなければなりません：M15、MA01、N130 のように M、MA または N と 3 桁までの数字です（"%{value}" は該当しません）。',
                ncpdp: '"%{parameter}" は NCPDP 拒否コードでなければなりません：75、N1、569 のような 2～3 文字の英数字です（"%{value}" は該当しません）。',
            },
            sheet: '請求',
            import: {
                x12Broken: 'この X12 ファイルは形式が正しくありません: %{detail}',
                notRemittance: 'この X12 ファイルは %{type} トランザクションで、835 支払明細ではありません。',
                noClaims: 'この 835 ファイルには請求支払（CLP）がありません。',
                tooManyClaims:
                    'このファイルには %{max} 件を超える請求があり、1 回のインポートの上限を超えています。複数のファイルに分けてください。',
                tooManySegments:
                    'この支払明細には %{max} を超えるセグメントがあり、1 回のインポートで読み取れる上限を超えています。複数のファイルに分けてください。',
                x12NotHere:
                    'X12 支払明細は医療の請求デスクでのみ取り込めます。ここでは請求の CSV または Excel シートを取り込んでください。',
                noFile: 'ファイルは "file" という名前のパートを 1 つ持つ multipart/form-data で送ってください。',
                tooLarge: 'ファイルが %{max} MB を超えています。分割して取り込んでください。',
                claimNumberColumn:
                    'シートに請求番号の列がありません。見出し行にはエクスポートと同じくフィールド名を書いてください。',
                x12Date: '%{segment}: "%{value}" は日付（CCYYMMDD）ではありません。',
                x12Amount: '%{element}: "%{value}" は金額ではありません。',
                groupCode: '調整グループ "%{value}" は不明です。グループコード: %{allowed}。',
                reasonCode:
                    '調整理由 "%{value}" は調整理由コード（CARC）ではありません：45、253、B7 のように 3 桁までの数字、または英字 1 文字と 2 桁までの数字です。',
                remarkCode:
                    '備考 "%{value}" は備考コード（RARC）ではありません：M15、MA01、N130 のように M、MA または N と 3 桁までの数字です。',
                pcnMissing: 'この請求支払には患者管理番号（CLP01）がありません。',
                clp02: '請求ステータス "%{value}"（CLP02）は不明です。コード: %{allowed}。',
                npi: '"%{value}" は NPI（チェックディジットが正しい 10 桁）ではありません。',
                unbalanced: '金額が一致しません: 請求 %{billed} ≠ 支払 %{paid} + 調整 %{adjusted}。',
                ambiguous:
                    '患者管理番号 %{value} を持つ請求が複数あります。支払者の請求番号（CLP07）を送ってください。',
                missing: '新しい請求には %{fields} が必要です。',
                status: '"%{value}" はこのデスクのステータスではありません。',
                paidOverBilled: '支払額 %{paid} が請求額 %{billed} を超えています。',
                date: '%{column}: "%{value}" は 2026-05-01 のような日付ではありません。',
                money: '%{column}: "%{value}" は 0 以上の金額ではありません。',
                code: '%{column}: "%{value}" はこのフィールドのコードではありません。',
                formulaStart: '%{column}: "%{value}" は表計算ソフトで数式として実行されます。',
                formula: '%{column}: 値ではなく数式（%{formula}）です。',
                cellError: '%{column}: セルにエラーがあります（%{value}）。',
                claimNumberMissing: 'この行には請求番号がありません。',
                otherParties:
                    '請求 %{claim} とは異なる関係者（%{fields}）が指定されています。インポートで請求を別の支払者、医療機関、患者、組織に移すことはできません。この請求は変更されていません。',
            },
        },
    },
};
