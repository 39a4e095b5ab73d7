import type { Catalog } from '../../types';
import type { claimsServerEn } from './en';

/** Server messages of the claim desks: searches, exports, edits and imports. (zh) */
export const claimsServerZh: Catalog<typeof claimsServerEn> = {
    server: {
        claims: {
            savedSearchName: '您已有名为 %{name} 的已保存查询。',
            savedSearchesFull: '您已保存 %{max} 个查询：请先删除一个。',
            savedSearchNotFound: '不存在 ID 为 %{id} 的已保存查询。',
            exportTooLarge: '导出将包含 %{count} 件理赔，超过允许的 %{max} 件。请缩小查询范围后重试。',
            notFound: '不存在 ID 为 %{id} 的理赔。',
            npi: '"%{parameter}" 必须是 NPI：以 1 或 2 开头、校验位正确的 10 位数字（"%{value}" 不是）。',
            rangeOrder: '"%{parameter}"：范围的开始晚于结束。',
            amount: '"%{parameter}" 必须是 0 或以上的金额。',
            code: '"%{parameter}" 必须是由字母、数字和点组成的代码，例如 99213 或 E11.9（"%{value}" 不是）。',
            day: '"%{parameter}" 必须是日期，例如 2026-05-01（"%{value}" 不是）。',
            hiddenFilter: '筛选条件 "%{key}" 涉及 %{fields}，您的角色无权获取该字段。',
            hiddenSort: '不能按 "%{field}" 排序理赔：您的角色无权获取该字段。',
            stale: '您打开理赔 %{number} 之后，其他人修改了它。现显示其当前值：请核对后重新保存。',
            codeFormat: {
                carc: '"%{parameter}" 必须是调整原因代码（CARC）：最多 3 位数字，或 1 个字母加最多 2 位数字，例如 45、253 或 B7（"%{value}" 不是）。',
                rarc: '"%{parameter}" 必须是备注代码（RARC）：M、MA 或 N 加最多 3 位数字，例如 M15、MA01 或 N130（"%{value}" 不是）。',
                ncpdp: '"%{parameter}" 必须是 NCPDP 拒付代码：2 至 3 个字母或数字，例如 75、N1 或 569（"%{value}" 不是）。',
            },
            sheet: '理赔',
            import: {
                x12Broken: '此 X12 文件格式有误：%{detail}',
                notRemittance: '此 X12 文件包含 %{type} 交易，而不是 835 汇款通知。',
                noClaims: '此 835 文件不含任何理赔付款（CLP）。',
                tooManyClaims: '此文件包含超过 %{max} 条理赔，超出一次导入的上限。请拆分为多个文件。',
                tooManySegments: '此汇款通知包含超过 %{max} 个段，超出一次导入可读取的上限。请拆分为多个文件。',
                x12NotHere: 'X12 汇款通知只能在医疗理赔台导入：这里请导入理赔的 CSV 或 Excel 表格。',
                noFile: '请以 multipart/form-data 发送文件，其中一个部分名为 "file"。',
                tooLarge: '文件大于 %{max} MB：请拆分后分别导入。',
                claimNumberColumn: '表格没有理赔编号列：标题行须写明字段名，与导出文件相同。',
                x12Date: '%{segment}："%{value}" 不是日期（CCYYMMDD）。',
                x12Amount: '%{element}："%{value}" 不是金额。',
                groupCode: '调整组 "%{value}" 未知；组代码：%{allowed}。',
                reasonCode:
                    '调整原因 "%{value}" 不是调整原因代码（CARC）：最多 3 位数字，或 1 个字母加最多 2 位数字，例如 45、253 或 B7。',
                remarkCode:
                    '备注 "%{value}" 不是备注代码（RARC）：M、MA 或 N 加最多 3 位数字，例如 M15、MA01 或 N130。',
                pcnMissing: '该理赔付款没有患者控制号（CLP01）。',
                clp02: '理赔状态 "%{value}"（CLP02）未知；代码：%{allowed}。',
                npi: '"%{value}" 不是 NPI（10 位数字，校验位须正确）。',
                unbalanced: '金额不平衡：申请 %{billed} ≠ 支付 %{paid} + 调整 %{adjusted}。',
                ambiguous: '有多条理赔使用患者控制号 %{value}：请提供付款方理赔编号（CLP07）。',
                missing: '新理赔需要：%{fields}。',
                status: '"%{value}" 不是此理赔台的状态。',
                paidOverBilled: '支付 %{paid} 超过申请金额 %{billed}。',
                date: '%{column}："%{value}" 不是日期，例如 2026-05-01。',
                money: '%{column}："%{value}" 不是 0 或以上的金额。',
                code: '%{column}："%{value}" 不是此字段的代码。',
                formulaStart: '%{column}："%{value}" 在电子表格中会被当作公式执行。',
                formula: '%{column}：单元格是公式（%{formula}），而不是值。',
                cellError: '%{column}：单元格包含错误（%{value}）。',
                claimNumberMissing: '该行没有理赔编号。',
                otherParties:
                    '文件中的当事方与理赔 %{claim} 不一致（%{fields}）：导入绝不会把理赔转给其他付款方、医疗机构、患者或组织。该理赔未作任何更改。',
            },
        },
    },
};
