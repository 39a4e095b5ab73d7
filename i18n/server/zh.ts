import type { ServerMessages } from '../types';

/** The server's messages and account e-mails in this language (see server/en.ts). */
export const serverZh: ServerMessages = {
    server: {
        npi: {
            invalid: '“%{npi}”不是有效的 NPI：NPI 为 10 位数字，以 1 或 2 开头，并以相符的校验位结尾。',
            unknown: 'NPI 注册系统中没有 NPI %{npi}。',
            deactivated: 'NPI %{npi} 已在 NPI 注册系统中被停用。',
        },
        keys: {
            activation: {
                unknown: '此激活链接无效，请重新申请激活邮件。',
                used: '此激活链接已被使用，您可以直接登录。',
                expired: '此激活链接已过期，请重新申请激活邮件。',
            },
            reset: {
                unknown: '此密码重置链接无效，请重新申请。',
                used: '此密码重置链接已被使用。如有需要，请重新申请。',
                expired: '此密码重置链接已过期，请重新申请。',
            },
            email_change: {
                unknown: '此邮箱确认链接无效。',
                used: '此邮箱地址更改已经确认过了。',
                expired: '此邮箱确认链接已过期，请在个人资料中重新更改邮箱地址。',
            },
            login_challenge: {
                unknown: '本次登录已失效，请重新登录。',
                used: '本次登录已完成。如有需要，请重新登录。',
                expired: '本次登录用时过长，请重新登录。',
            },
        },
        register: {
            accountType: '无法注册类型为“%{accountType}”的账号。',
            usernameFormat: '用户名须为 3 到 50 个字符，只能包含字母、数字、点、连字符或下划线，并以字母或数字开头。',
            usernameTaken: '用户名“%{username}”已被占用。',
            emailTaken: '已有账号使用电子邮箱地址 %{email}。',
            npiTaken: 'NPI %{npi} 已有对应的账号。',
            created: '您的账号已创建。请打开我们发送给您的邮件中的链接以激活账号。',
        },
        activate: {
            done: '您的账号已激活，现在可以登录了。',
            resent: '如有待激活的账号使用此邮箱地址，我们已向其发送新的激活邮件。',
        },
        reset: {
            requested: '如有账号使用此邮箱地址，我们已向其发送包含重置链接的邮件。',
            sent: '我们已向 %{email} 发送密码重置邮件。',
            notActive: '只有已激活的账号才能重置密码。',
            done: '您的密码已更改，请使用新密码登录。',
        },
        emailChange: {
            done: '您的电子邮箱地址已更改为 %{email}。',
        },
        profile: {
            foreign: '您只能打开自己的个人资料。',
            unknownUser: '该用户不存在。',
            currentPasswordWrong: '当前密码不正确。',
            saved: '您的个人资料已保存。',
            emailPending: '您的个人资料已保存。请通过我们发送到新邮箱地址 %{email} 的链接确认该地址。',
            passwordChanged: '您的密码已更改，您的其他会话均已结束。',
            sessionUnknown: '找不到您的这个会话。',
        },
        totp: {
            alreadyEnabled: '您已设置双因素认证。',
            notStarted: '请先开始设置双因素认证。',
            wrongCode: '验证码不正确。',
            required: '您的角色要求启用双因素认证，因此无法将其移除。',
            setupRequired: '请先设置双因素认证（身份验证器应用），然后再继续。',
            enabled: '双因素认证已开启。请将恢复码保存在安全的地方。',
            disabled: '双因素认证已关闭。',
        },
        access: {
            screenLocked: '“%{screen}”的访问权限不能更改。',
            roleUnknown: '不能更改角色“%{role}”的访问权限。',
        },
        login: {
            incorrect: '账号或密码不正确。',
            throttled:
                '登录失败次数过多。请在 %{time} UTC（%{smart_count} 分钟后）之后重试。 |||| 登录失败次数过多。请在 %{time} UTC（%{smart_count} 分钟后）之后重试。',
            pending: '此账号尚未激活，请使用激活邮件中的链接完成激活。',
            locked: '此账号已被锁定，请联系门户管理员。',
            disabled: '此账号已被停用，请联系门户管理员。',
        },
        session: {
            missing: '您尚未登录。',
            invalid: '登录失败，无法获取用户信息。',
            ended: '您的会话已结束，请重新登录。',
            expired: '您的会话已过期，请重新登录。',
        },
        validation: {
            required: '“%{field}”为必填项。',
            empty: '“%{field}”不能为空。',
            tooLong: '“%{field}”的长度不能超过 %{max} 个字符。',
            type: '“%{field}”必须是%{expected}。',
            unknownField: '“%{field}”不是可接受的字段。',
            invalid: '“%{field}”无效。',
            body: '请求正文不是有效的 JSON。',
            bodyTooLarge: '请求内容过大。',
            mediaType: '请以 application/json 格式发送请求正文。',
        },
        types: {
            string: '文本',
            number: '数字',
            boolean: '布尔值',
            object: '对象',
            array: '列表',
        },
        contact: {
            received: '您的请求已收到，我们会尽快与您联系。',
            emailInvalid: '“%{field}”必须是有效的电子邮件地址，例如 name@example.com。',
            throttled:
                '您发送的联系请求过多。请在 %{time} UTC（%{smart_count} 分钟后）之后重试。 |||| 您发送的联系请求过多。请在 %{time} UTC（%{smart_count} 分钟后）之后重试。',
            deliveryFailed: '您的请求已记录，但未能通过电子邮件发送给支持团队。请致电 %{phone} 联系支持人员。',
        },
        pageViews: {
            none: '“%{field}”至少需要包含一条页面访问记录。',
            tooMany: '“%{field}”最多只能包含 %{max} 条页面访问记录。',
            pathStart: '“%{field}”必须以“/”开头。',
            pathQuery: '“%{field}”不能包含查询字符串（“?”）。',
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
        notFound: '%{path} 处没有任何内容。',
        forbidden: '您无权执行此操作。',
        tooManyRequests: '请求过于频繁，请稍后重试。',
        internal: '服务器发生错误，请重试。',
    },
    mail: {
        signature: '%{product} 团队',
        activation: {
            subject: '请激活您的 %{product} 账号',
            body: '%{name}，您好：\n\n您的账号 %{username} 已创建。请在 24 小时内打开以下链接激活账号：\n\n%{link}\n\n如果您没有申请过账号，请忽略此邮件：未打开该链接，不会进行任何操作。',
        },
        reset: {
            subject: '重置您的 %{product} 密码',
            body: '%{name}，您好：\n\n我们收到了账号 %{username} 的密码重置请求。请在 1 小时内打开以下链接设置新密码：\n\n%{link}\n\n如果这不是您本人的请求，请忽略此邮件，您的密码将保持不变。',
        },
        emailChange: {
            subject: '请确认您的 %{product} 新电子邮箱地址',
            body: '%{name}，您好：\n\n请在 24 小时内打开以下链接，将账号 %{username} 的电子邮箱地址更改为 %{newEmail}：\n\n%{link}\n\n如果您没有申请此项更改，请忽略此邮件。',
        },
        emailChangeNotice: {
            subject: '您的 %{product} 电子邮箱地址正在更改',
            body: '%{name}，您好：\n\n我们收到了将账号 %{username} 的电子邮箱地址更改为 %{newEmail} 的请求。该更改须从新邮箱地址确认后才会生效。如果这不是您本人的请求，请更改密码并联系您的管理员。',
        },
        passwordChanged: {
            subject: '您的 %{product} 密码已更改',
            body: '%{name}，您好：\n\n账号 %{username} 的密码刚刚已被更改，其他所有会话均已结束。如果这不是您本人的操作，请立即申请重置密码并联系您的管理员。',
        },
    },
};
