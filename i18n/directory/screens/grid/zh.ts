import type { Catalog } from '../../../types';
import type { directoryGridEn } from './en';

// Chinese texts of the Directory Edit View's grid tools: key for key those of ./en.ts.
export const directoryGridZh: Catalog<typeof directoryGridEn> = {
    errors: {
        repeatedRows: '所选内容中有一行出现了多次。',
        missingRows: '该表中没有第 %{rows} 行：未做任何更改。',
        deletedRows: '第 %{rows} 行已删除：未做任何更改。请去掉已删除的行，或先将其恢复。',
        staleRows: '自您加载以来，其他人已更改了第 %{rows} 行：未做任何更改。请重新加载这些行后再试。',
    },
    ui: {
        editSelected: '编辑所选行',
        bulkTitle: '为所选的 %{smart_count} 行设置同一个值',
        column: '列',
        value: '新值',
        emptyHint: '留空则清除该列。',
        apply: '应用',
        bulkSaved: '已更改 %{smart_count} 行',
        bulkDeleted: '已删除 %{smart_count} 行：可在“已删除的行”中找到并恢复。',
        columns: '列',
        columnsTitle: '显示的列及其顺序',
        columnsHint: '按您的账户保存：在任何浏览器中表格都保持一致。',
        moveUp: '将 %{column} 上移',
        moveDown: '将 %{column} 下移',
        resetColumns: '重置',
        done: '完成',
        exportXlsx: '导出 Excel',
        exportCsv: '导出 CSV',
        exported: '已下载 %{filename}：当前筛选和搜索的行，按显示顺序排列。',
    },
};
