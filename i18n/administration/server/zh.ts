import type { Catalog } from '../../types';
import type { administrationServerEn } from './en';

/** Server messages of administration: users, access, sessions, page views and the audit export. (zh) */
export const administrationServerZh: Catalog<typeof administrationServerEn> = {
    server: {
        access: {
            screenLocked: '“%{screen}”的访问权限不能更改。',
            roleUnknown: '不能更改角色“%{role}”的访问权限。',
        },
        pageViews: {
            none: '“%{field}”至少需要包含一条页面访问记录。',
            tooMany: '“%{field}”最多只能包含 %{max} 条页面访问记录。',
            pathStart: '“%{field}”必须以“/”开头。',
            pathQuery: '“%{field}”不能包含查询字符串（“?”）。',
            pathUnknown: '“%{field}”不是门户的页面。',
            atFormat: '“%{field}”必须是 ISO 8601 格式的时间，例如 2026-05-01T09:30:00Z。',
            atStale: '“%{field}”早于 24 小时之前。',
            atFuture: '“%{field}”晚于当前时间 1 分钟以上。',
        },
        users: {
            notFound: '不存在 ID 为 %{id} 的用户。',
            ownStatus: '您不能更改自己账户的状态。',
            statusChange: '该账户当前为“%{current}”，无法更改为“%{wanted}”。',
            statusSame: '该账户已经是“%{current}”。',
        },
        statuses: {
            pending: '待激活',
            active: '已激活',
            locked: '已锁定',
            disabled: '已停用',
        },
        sessions: {
            notFound: '不存在 ID 为 %{id} 的会话。',
        },
        auditExport: {
            tooLarge: '导出将包含 %{count} 行，超过允许的 %{max} 行。请缩小筛选范围后重试。',
            sheet: '审计日志',
            columns: {
                time: '时间 (UTC)',
                user: '用户',
                role: '角色',
                action: '操作',
                targetType: '对象类型',
                targetId: '对象 ID',
                outcome: '结果',
                reason: '原因',
                address: '地址',
                userAgent: '用户代理',
                changes: '变更',
            },
        },
    },
};
