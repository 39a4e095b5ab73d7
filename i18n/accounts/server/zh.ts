import type { Catalog } from '../../types';
import type { accountsServerEn } from './en';

/** Server messages of accounts: sign-in, registration, activation, password and e-mail changes, the profile, the second factor, and the account e-mails. (zh) */
export const accountsServerZh: Catalog<typeof accountsServerEn> = {
    server: {
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
            created: '请查收电子邮件：我们已向您提供的地址发送了一封邮件。请打开其中的链接以激活您的账户。',
        },
        activate: {
            done: '您的账号已激活。管理员将为您的机构审批该账号；审批后您会收到电子邮件，在此期间您可以登录查看个人资料。',
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
        login: {
            incorrect: '账号或密码不正确。',
            slowDown:
                '此账户的失败尝试次数过多。请在 %{smart_count} 秒后重试。 |||| 此账户的失败尝试次数过多。请在 %{smart_count} 秒后重试。',
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
    },
    mail: {
        registrationAttempt: {
            subject: '此地址已用于 %{product} 账户',
            body: '%{name}，您好：\n\n有人使用此电子邮件地址申请新的 %{product} 账户，但您的账户 %{username} 已在使用此地址，因此未创建账户。\n\n如果是您本人，请以 %{username} 登录，或在登录页面使用“忘记密码？”：\n\n%{link}\n\n如果不是您本人，请忽略此邮件：一切都未改变。',
        },
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
