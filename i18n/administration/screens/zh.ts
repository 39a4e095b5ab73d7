import type { Catalog } from '../../types';
import type { administrationScreensEn } from './en';

/** Screen texts of administration: the users and the access matrix. (zh) */
export const administrationScreensZh: Catalog<typeof administrationScreensEn> = {
    users: {
        fields: {
            fullName: '姓名',
            username: '用户名',
            email: '电子邮箱',
            role: '角色',
            orgType: '机构类型',
            organisation: '机构',
            providerId: '医疗服务提供者编号（NPI）',
            planName: '健康保险计划',
            status: '状态',
            lastLoginAt: '最近登录',
            liveSessions: '在线会话',
            createdAt: '创建时间',
            lastLoginAfter: '最近登录晚于',
            lastLoginBefore: '最近登录早于',
        },
        status: {
            pending: '待激活',
            active: '正常',
            locked: '已锁定',
            disabled: '已停用',
        },
        never: '从未登录',
        back: '全部用户资料',
        actions: {
            label: '账号操作',
            activate: '激活',
            lock: '锁定',
            unlock: '解锁',
            disable: '停用',
            enable: '启用',
            sendReset: '发送重置密码邮件',
        },
        confirm: {
            activate: {
                title: '激活 %{name} 的账号？',
                content: '激活后该用户即可登录。',
            },
            lock: {
                title: '锁定 %{name} 的账号？',
                content: '该用户将被登出，在账号解锁前无法登录。',
            },
            unlock: {
                title: '解锁 %{name} 的账号？',
                content: '该用户将可以重新登录。',
            },
            disable: {
                title: '停用 %{name} 的账号？',
                content: '该用户将被登出，在账号重新启用前无法登录。',
            },
            enable: {
                title: '启用 %{name} 的账号？',
                content: '该用户将可以重新登录。',
            },
            sendReset: {
                title: '向 %{name} 发送重置密码邮件？',
                content: '该用户将收到一个有效期为一小时的链接，用于设置新密码。在此之前，当前密码仍然有效。',
            },
        },
        statusChanged: '%{name} 的账号状态：%{status}',
        sessions: {
            title: '会话',
            endAll: '结束全部会话',
            endAllTitle: '结束 %{name} 的全部会话？',
            endAllContent: '该账号的所有在线会话将立即结束，用户需要重新登录。',
            endedOne: '会话已结束。',
            alreadyEnded: '该会话此前已经结束。',
            endedMany: '已结束 %{smart_count} 个会话 |||| 已结束 %{smart_count} 个会话',
            none: '该用户没有会话记录。',
        },
        trail: '该用户的审计日志',
    },
    access: {
        note: '更改会立即在服务器上生效。角色的菜单会在其用户下次打开页面时更新。',
        screen: '页面',
        mainMenu: '主菜单',
        changed: '已更改',
        changedHint: '与默认值不同：%{state}',
        allowed: '允许',
        denied: '不允许',
        reset: '恢复默认',
        toggle: '%{role}：%{screen}',
        lockedAdmin: '管理员始终可以打开所有页面，其访问权限不能更改。',
        lockedScreen: '此页面的访问权限由门户固定，不能更改。',
        saved: '%{role}：%{screen} 现为%{state}。',
    },
};
