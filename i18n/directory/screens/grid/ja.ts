import type { Catalog } from '../../../types';
import type { directoryGridEn } from './en';

// Japanese texts of the Directory Edit View's grid tools: key for key those of ./en.ts.
export const directoryGridJa: Catalog<typeof directoryGridEn> = {
    errors: {
        repeatedRows: '選択に同じ行が複数回含まれています。',
        missingRows: '表に行 %{rows} はありません。何も変更されていません。',
        deletedRows:
            '行 %{rows} は削除されています。何も変更されていません。削除済みの行を外すか、先に復元してください。',
        staleRows:
            '読み込んだ後に他のユーザーが行 %{rows} を変更しました。何も変更されていません。行を再読み込みしてからやり直してください。',
    },
    ui: {
        editSelected: '選択行を編集',
        bulkTitle: '選択した %{smart_count} 行に同じ値を設定',
        column: '列',
        value: '新しい値',
        emptyHint: '空のままにすると列の値を消去します。',
        apply: '適用',
        bulkSaved: '%{smart_count} 行を変更しました',
        bulkDeleted: '%{smart_count} 行を削除しました。「削除済みの行」から復元できます。',
        columns: '列',
        columnsTitle: '表示する列と順序',
        columnsHint: 'アカウントに保存されます。どのブラウザーでも同じ表示になります。',
        moveUp: '%{column} を上へ',
        moveDown: '%{column} を下へ',
        resetColumns: 'リセット',
        done: '完了',
        exportXlsx: 'Excel にエクスポート',
        exportCsv: 'CSV にエクスポート',
        exported: '%{filename} をダウンロードしました。現在の絞り込みと検索の行を、表示順で出力しています。',
    },
};
