import type { findProviderServerEn } from './en';
import type { Catalog } from '../../types';

/** 公开医疗服务提供者目录 FHIR API 的中文文本：拒绝与提示（OperationOutcome）。 */
export const findProviderServerZh: Catalog<typeof findProviderServerEn> = {
    fhir: {
        unknownType: '本服务器没有资源类型“%{type}”。它提供的 Plan-Net 类型为：%{types}。',
        unknownPath: '%{path} 处没有内容。请从 /fhir/metadata 开始。',
        notFound: '%{resource} 不在服务提供者目录中。',
        gone: '%{resource} 已从服务提供者目录中撤下。',
        versionNotFound: '未保留 %{resource} 的版本 %{version}：其当前版本为 %{current}。',
        readOnly: '服务提供者目录是只读的：不允许 %{method}。',
        badDate:
            '%{parameter} 的值“%{value}”不是日期：请使用 YYYY、YYYY-MM、YYYY-MM-DD 或带时区的日期时间，前面可加 eq、ne、gt、lt、ge、le、sa 或 eb。',
        badCount: '_count 必须是 0 到 %{max} 之间的整数，而不是“%{value}”。',
        badCursor: '页面位置“%{value}”无效：请使用搜索结果中的 next 和 previous 链接。',
        badModifier: '修饰符 :%{modifier} 不能用于 %{parameter}。',
        badMissing: '%{parameter}:missing 的值必须是 true 或 false。',
        badReference: '%{parameter} 的值“%{value}”不是引用：请使用 类型/id 或 id。',
        ignoredParameter: '此处不支持搜索参数 %{parameter}，已忽略。',
        ignoredInclude: '此处不支持 %{parameter}=%{value}，已忽略。',
        tooManyRequests: '来自您地址的请求过多：请在 %{retryAt} 之后重试。',
        unexpected: '由于意外故障，服务提供者目录无法回答。请稍后重试。',
    },
    directoryPublication: {
        templateMapped: '此表按其模板（%{template}）发布：只有空白创建或由电子表格创建的表才在此映射。',
        unknownElement: '%{element} 不是 %{kind} 类列表的元素。',
        unknownColumn: '为 %{element} 选择的列 %{column} 不是此表的列。',
        incompatibleType: '列 %{column} 存放 %{type} 类型的值，不能提供 %{element}，它需要 %{expected} 类型的列。',
        requiredMissing: '%{kind} 类列表需要一列来提供 %{element}。',
    },
};
