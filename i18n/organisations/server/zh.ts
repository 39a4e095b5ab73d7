import type { organisationsServerEn } from './en';

/** 租户隔离的中文服务器文本:拒绝访问其他机构数据的提示,以及告知申请人审批结果的邮件。 */
export const organisationsServerZh: typeof organisationsServerEn = {
    tenancy: {
        pending: '您的账号正在等待管理员批准。在此之前您只能查看自己的资料;审批完成后您会收到电子邮件。',
        rejected: '您的账号未获批准。原因见您收到的电子邮件;请联系您的管理员。',
        privilegedRole: '角色为"%{role}"的账号只能由管理员授予,无法自行注册。',
        profileLocked: '无法在个人资料中更改"%{field}"：您的机构和角色由管理员管理。',
        unknown: '不存在 ID 为 %{id} 的机构。',
        identifierRequired: '此类机构需要填写"%{field}":理赔数据以此识别它。',
        identifierTaken: '机构 %{name} 已使用此标识。',
        kindFixed: '机构的类型(%{kind})不可更改:其成员以此类型加入。',
        wrongKind: '角色为 %{role} 的账号不能加入类型为 %{kind} 的机构。',
        decided: '账号 %{username} 已被批准或拒绝。',
    },
    mail: {
        registrationApproved: {
            subject: '您的 %{product} 账号已获批准',
            body: '%{name},您好:\n\n管理员已批准您的账号 %{username} 成为 %{organisation} 的成员。您现在可以登录:\n\n%{link}',
        },
        registrationRejected: {
            subject: '您的 %{product} 账号未获批准',
            body: '%{name},您好:\n\n管理员未批准您的账号 %{username},原因如下:\n\n%{reason}\n\n如您认为有误,请联系您的管理员。',
        },
    },
};
