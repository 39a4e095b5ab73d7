import type { Catalog } from '../../../types';
import type { directoryColumnsEn } from './en';

/** 目录表列的设定（由电子表格推测、之后修改）的中文文本。 */
export const directoryColumnsZh: Catalog<typeof directoryColumnsEn> = {
    errors: {
        stale: '在您打开之后，这些列已被修改（您的版本 %{sent}，当前版本 %{current}）。请重新打开并再次修改。',
        valuesRefused: '“%{column}”中有 %{count} 个现有值不符合%{type}及其新设置（例如 %{examples}）。请先更正这些值。',
        duplicates: '“%{column}”不能设为唯一或键的一部分：与其他行值重复的行数：%{count}（例如 %{examples}）。',
        tooManyColumns: '该文件有 %{count} 列；一个表最多可有 %{max} 列。',
    },
    /** Each UI language's name in this language: the fields of a column's label and help name it. */
    languages: {
        en: '英文',
        zh: '中文',
        es: '西班牙文',
        ja: '日文',
    },
    ui: {
        startFrom: '列的来源',
        fromTemplate: '模板',
        fromSpreadsheet: '电子表格的标题行',
        chooseFile: '选择 .xlsx 或 .csv 文件',
        reading: '正在读取文件…',
        guessed: '列是根据 %{file} 及其标题下的 %{smart_count} 行推测的。创建表之前请检查每一列的类型。',
        examples: '读到：%{values}',
        editColumns: '编辑列',
        editColumnsOf: '%{name} 的列',
        version: '定义版本 %{version}',
        save: '保存列',
        saved: '列已保存：定义版本 %{version}',
        label: '标签（%{language}）',
        help: '帮助文本（%{language}）',
        otherLanguages: '其他语言的标签和帮助文本',
        otherLanguagesOf: '其他语言的标签和帮助文本：%{name}',
        cancel: '取消',
        moveUp: '将 %{name} 上移',
        moveDown: '将 %{name} 下移',
        removeTitle: '删除列“%{name}”？',
        removeLoses: '将丢失 %{smart_count} 行中的值。',
        removeEmpty: '没有任何行在此列中有值。',
        removeConfirm: '删除',
        removeLater: '保存列时才会删除该列。',
    },
};
