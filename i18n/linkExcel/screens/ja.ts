import type { Catalog } from '../../types';
import type { linkExcelEn } from './en';

/** Excel 連携（インポート、エクスポート、往復）の日本語テキスト。 */
export const linkExcelJa: Catalog<typeof linkExcelEn> = {
    file: {
        empty: 'ファイルが空です。',
        legacyXls:
            'これは Excel 97-2003 ブック（.xls）です。Excel で開いて .xlsx として保存し、もう一度アップロードしてください。',
        notSpreadsheet:
            'このファイルはスプレッドシートではありません。Excel ブック（.xlsx）または CSV ファイルをアップロードしてください。',
        csvBroken: 'CSV ファイルを %{line} 行目以降読み取れません。引用符を確認してください。',
        noSheet: 'ブックに「%{sheet}」という名前のシートはありません。',
        noHeader: 'シートの 1 行目には列名が必要ですが、値（%{value}）が入っています。見出し行を追加してください。',
        noRows: 'シートに行がありません。',
        duplicateHeader: 'ファイルの 2 つの列が「%{header}」という名前です。どちらかの名前を変更してください。',
        tooLarge: 'ファイルが %{max} MB を超えています。分割するか、テーブルに不要な列を削除してください。',
        unpacksTooLarge:
            'ファイルのパーツ %{part} は展開すると %{max} MB を超え、このポータルで読み取れる量を超えています。ファイルを分割するか、Excel で保存し直してください。',
        markupTooLong:
            'ブックに、タグのない %{max} バイトを超える部分、または同じ長さのタグがあります。表計算ソフトはこのような内容を書き出さないため、ファイルを読み取りません。',
        rowTooLarge:
            'ファイルの行が %{max} MB を超え、このポータルで読み取れる量を超えています。閉じていない引用符がないか確認するか、長いテキストを短くしてください。',
        tooManyCells: 'シートの行に %{max} 個を超えるセルがあり、Excel の上限を超えています。',
        tooManyColumns:
            '%{line} 行目の %{max} 列目より後に値があります。ここで扱えるファイルの列数の上限です。テーブルに不要な列を削除してください。',
        tooManyRows:
            'シートの値のある行が %{max} 行を超えています。ここで扱えるファイルの行数の上限です。ファイルを分割してください。',
        cellTooLong: '%{line} 行目に %{max} 文字を超えるセルがあります。セルに入る文字数の上限です。',
        tooManySharedStrings:
            'ブックに %{max} 個を超える異なるテキストがあり、このポータルで読み取れる量を超えています。ファイルを分割してください。',
    },
    mapping: {
        length: 'マッピングは %{given} 項目ですが、ファイルには %{expected} 列あります。ファイルをもう一度アップロードしてください。',
        unknownColumn: 'テーブルに「%{column}」という列はありません。',
        twice: '2 つのファイル列が同じテーブル列に対応しています（2 つ目は「%{header}」）。どちらかを無視してください。',
        empty: 'テーブル列に対応するファイル列がありません。少なくとも 1 つ選んでください。',
        noKey: 'テーブルにキー列がないため行を照合できません。「行を追加」を使うか、テーブルでキー列を指定してください。',
        keyMissing: 'キー列「%{column}」が対応付けられていません。これがないと行を照合できません。',
    },
    refresh: {
        noNpiColumn: 'このテーブルには NPI 列がないため、NPI レジストリと照合できません。',
        emptyRegistry: 'NPI レジストリが空です。先に "npm run import:npi" で NPPES ファイルを読み込んでください。',
    },
    errors: {
        noUpload:
            'このアップロードは見つかりません（期限切れの可能性があります）。ファイルをもう一度アップロードしてください。',
        cancelled: 'インポートは取り消されました。何も変更されていません。',
        notChecked: '適用する前にファイルをチェックしてください。',
        hasErrors:
            '拒否された行があります。ファイルで修正してもう一度アップロードしてください。インポートはすべての行を適用するか、まったく適用しないかのどちらかです。',
        busy: 'このインポートはすでに実行中です。',
        failed: 'インポートは失敗し、何も変更されていません: %{reason}',
        applied: 'このインポートはすでに適用されています。',
        columnsChanged:
            'チェックの後でテーブルの列が変更されました（列の追加、削除、型の変更、必須または一意への変更）。何も変更されていません。ファイルをもう一度チェックしてください。',
        tableChanged:
            'チェックの後で表が変更されました。ファイルのキーまたは一意の値を別の行が持っています。何も変更されていません。ファイルをもう一度チェックしてください。',
    },
    problems: {
        formula: '数式はインポートされません（%{formula}）。値を貼り付けてください。',
        cellError: 'セルにスプレッドシートのエラーがあります（%{value}）。',
        identity: '行 ID 列に行番号ではない値があります。',
        duplicateKey: '同じキーがファイルの %{line} 行目にすでにあります。',
        duplicateValue: '同じ値がファイルの %{line} 行目にすでにあり、この列では重複できません。',
        valueTaken: 'テーブルの行 %{id} がすでにこの値を持っており、この列では重複できません。',
        keyExists:
            'テーブルにはこのキーの行（行 %{id}）がすでにあります。変更するには「更新または追加」を使ってください。',
        sameRowTwice: 'ファイルの別の行がすでに行 %{id} を変更しています。',
    },
    normalisations: {
        spaces: '値の前後の空白や重複した空白を削除しました',
        zipLeadingZero: 'スプレッドシートが落とした ZIP コードの先頭のゼロを戻しました',
        phoneLayout: '電話番号を書式から読み取り 10 桁で保存しました',
        dateSerial: 'Excel の日付シリアル値を日付として読み取りました',
        dateFormat: '日付を YYYY-MM-DD に書き換えました',
        yesNo: 'はい/いいえの値（Y、N、TRUE、1 など）をはい・いいえとして読み取りました',
    },
    report: {
        errorsColumn: '拒否の理由',
        lineColumn: '行',
        sheet: '拒否された行',
    },
    screen: {
        tableTitle: 'ディレクトリテーブル',
        table: 'テーブル',
        tableOption: '%{name}（%{smart_count} 行）',
        noTables: 'ディレクトリテーブルはまだありません。先に「新規テーブル」で作成してください。',
        importTitle: 'スプレッドシートを取り込む',
        exported: '%{filename} を保存しました。',
        refresh: 'NPI レジストリと照合',
        export: {
            xlsx: 'Excel にエクスポート',
            csv: 'CSV にエクスポート',
        },
        uploadHelp:
            'Excel ブック（.xlsx）または CSV ファイル（UTF-8、カンマまたはセミコロン区切り）、100 MB まで。適用するまで何も変わりません。',
        chooseFile: 'ファイルを選択',
        uploading: 'アップロード中… %{percent}%',
        uploadProgress: 'アップロードの進行状況',
        file: 'ファイル: %{name}（%{size} KB）',
        checking: 'すべての行をチェック中… %{percent}%',
        applying: '適用中… %{percent}%',
        waiting: 'このサーバーで実行中の別のインポートの完了を待っています…',
        cancel: 'キャンセル',
        apply: '適用',
        discard: 'このインポートを取り消す',
        applied: '適用しました: 追加 %{added} 行、変更 %{changed} 行、削除 %{removed} 行。',
        cancelled: '取り消しました。何も変更されていません。',
        another: '別のファイルをインポート',
        sheet: 'シート',
        mode: '適用方法',
        modes: {
            append: '行を追加',
            upsert: '更新または追加（テーブルのキーで照合）',
            replace: 'テーブルの行を置き換え',
        },
        linked: 'このファイルのレイアウトはテーブルに連携済みです。保存されたマッピングを使います。必要なら列を変更してください。',
        suggested: '列名で対応付けました。各列を確認し、取り込まない列は「無視」を選んでください。',
        previewTitle: 'ファイルの最初の行',
        goesInto: '「%{header}」の取り込み先',
        ignore: '無視',
        identity: {
            id: '行 ID（エクスポートから）',
            version: '行バージョン（エクスポートから）',
        },
        check: 'ファイルをチェック',
        diffTitle: 'インポートで行われること',
        counts: {
            add: '追加 %{smart_count} 行',
            change: '変更 %{smart_count} 行',
            unchanged: '変更なし %{smart_count} 行',
            remove: '削除 %{smart_count} 行',
            conflict: '競合 %{smart_count} 件（ポータルの値のまま）',
        },
        report: {
            xlsx: 'エラーレポート（Excel）',
            csv: 'エラーレポート（CSV）',
        },
        refused:
            '%{rows} 行のうち %{smart_count} 行が拒否されました。ファイルで修正してもう一度アップロードしてください。インポートはすべての行を適用するか、まったく適用しないかのどちらかです。',
        errorsTitle: '拒否された行',
        columns: {
            line: '行',
            column: '列',
            value: '値',
            reason: '理由',
            what: '正規化',
            count: 'セル数',
            example: '例',
            before: '現在',
            after: 'インポート後',
            file: 'ファイル',
            row: 'テーブルの行',
            portal: 'ポータル（エクスポート後に変更）',
        },
        normalisedTitle: '取り込み時の正規化',
        example: '%{line} 行目、%{column}:「%{before}」→「%{after}」',
        removalsTitle: '削除される行（最初の行）',
        changesTitle: '変更（最初の行）',
        conflictsTitle: '競合: エクスポート後にポータルで変更された行',
        gone: '行 %{id} はエクスポート後にポータルで削除されました。',
    },
};
