import type { Catalog } from '../../types';
import type { commonServerEn } from './en';

/** Server messages every area shares (zh). */
export const commonServerZh: Catalog<typeof commonServerEn> = {
    server: {
        validation: {
            required: '“%{field}”为必填项。',
            empty: '“%{field}”不能为空。',
            tooLong: '“%{field}”的长度不能超过 %{max} 个字符。',
            tooMany: '"%{field}" 最多只能包含 %{max} 项。',
            type: '“%{field}”必须是%{expected}。',
            unknownField: '“%{field}”不是可接受的字段。',
            invalid: '“%{field}”无效。',
            body: '请求正文不是有效的 JSON。',
            bodyTooLarge: '请求内容过大。',
            mediaType: '请以 application/json 格式发送请求正文。',
            unstorableText: '“%{field}”包含无法保存的字符（NUL 字符或不成对的代理项）。请删除后重试。',
            dateBounds: '“%{field}”必须是 %{min} 至 %{max} 之间的日期。',
        },
        types: {
            string: '文本',
            number: '数字',
            boolean: '布尔值',
            object: '对象',
            array: '列表',
        },
        list: {
            json: '“%{field}”必须是 JSON，例如 %{example}。',
            sort: '“%{parameter}”必须是由字段名和 ASC 或 DESC 组成的列表，例如 ["id","ASC"]。',
            sortField: '“%{parameter}”不能按“%{value}”排序。可排序的字段：%{allowed}。',
            sortOrder: '“%{parameter}”必须以 ASC 或 DESC 结尾。',
            range: '“%{parameter}”必须是 [起始, 结束]：两个从 0 开始的整数，起始 ≤ 结束，例如 [0,24]。',
            rangeTooLarge: '“%{parameter}”最多只能包含 %{max} 行。',
            filterKey: '“%{parameter}”中没有键“%{key}”。可用的键：%{allowed}。',
            value: '“%{parameter}”不能为“%{value}”。可用的值：%{allowed}。',
            date: '“%{parameter}”必须是 ISO 8601 日期或时间，例如 2026-05-01 或 2026-05-01T09:30:00Z。',
            dateBounds: '“%{parameter}”必须是 %{min} 至 %{max} 之间的日期。',
        },
        notFound: '%{path} 处没有任何内容。',
        forbidden: '您无权执行此操作。',
        tooManyRequests: '请求过于频繁，请稍后重试。',
        budgetsUnavailable: '门户暂时无法核对请求限额，账户相关请求已暂停。未做任何更改，请几分钟后重试。',
        internal: '服务器发生错误，请重试。',
    },
    mail: {
        signature: '%{product} 团队',
    },
};
