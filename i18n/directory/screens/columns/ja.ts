import type { Catalog } from '../../../types';
import type { directoryColumnsEn } from './en';

/** ディレクトリ表の列の定義（スプレッドシートからの推定、後からの変更）の日本語テキスト。 */
export const directoryColumnsJa: Catalog<typeof directoryColumnsEn> = {
    errors: {
        stale: '開いた後に列が変更されました（お使いのバージョン %{sent}、現在のバージョン %{current}）。開き直して、変更をやり直してください。',
        valuesRefused:
            '「%{column}」の既存の値のうち %{count} 件が %{type} と新しい設定に合いません（例：%{examples}）。先に修正してください。',
        duplicates:
            '「%{column}」は一意にもキーの一部にもできません：他の行と同じ値を持つ行の数：%{count}（例：%{examples}）。',
        tooManyColumns: 'ファイルには %{count} 列あります。表の列は最大 %{max} 列です。',
    },
    /** Each UI language's name in this language: the fields of a column's label and help name it. */
    languages: {
        en: '英語',
        zh: '中国語',
        es: 'スペイン語',
        ja: '日本語',
    },
    ui: {
        startFrom: '列の作成元',
        fromTemplate: 'テンプレート',
        fromSpreadsheet: 'スプレッドシートの見出し行',
        chooseFile: '.xlsx または .csv ファイルを選択',
        reading: 'ファイルを読み込んでいます…',
        guessed:
            '%{file} と見出しの下の %{smart_count} 行から列を推定しました。表を作成する前に各列の型を確認してください。',
        examples: '読み取った値：%{values}',
        editColumns: '列を編集',
        editColumnsOf: '%{name} の列',
        version: '定義バージョン %{version}',
        save: '列を保存',
        saved: '列を保存しました：定義バージョン %{version}',
        label: 'ラベル（%{language}）',
        help: 'ヘルプテキスト（%{language}）',
        otherLanguages: '他の言語のラベルとヘルプテキスト',
        otherLanguagesOf: '他の言語のラベルとヘルプテキスト：%{name}',
        cancel: 'キャンセル',
        moveUp: '%{name} を上へ移動',
        moveDown: '%{name} を下へ移動',
        removeTitle: '列「%{name}」を削除しますか？',
        removeLoses: '%{smart_count} 行の値が失われます。',
        removeEmpty: 'この列に値を持つ行はありません。',
        removeConfirm: '削除',
        removeLater: '列は保存したときに削除されます。',
    },
};
