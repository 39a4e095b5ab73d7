import type { Catalog } from '../../types';
import type { connectionsServerEn } from './en';

/** 角色页面的服务器中文文本：连接调用的拒绝信息和连接通知邮件。 */
export const connectionsServerZh: Catalog<typeof connectionsServerEn> = {
    connections: {
        notFound: '该连接不存在，或不属于您。',
        recipientUnknown: '该机构不在门户的有效用户中。',
        kindNotAllowed: '您的机构与该机构之间不能建立“%{kind}”连接。',
        alreadyOpen: '与该机构的此类连接已在申请中或已生效。',
        notAllowed: '该连接目前为“%{status}”：您现在不能执行“%{action}”。',
    },
    connectionMail: {
        footer: '打开该连接：%{link}',
        requested: {
            subject: '%{organisation} 申请建立连接：%{kind}',
            body: '%{name}，您好：\n\n%{actor}（%{organisation}）在 %{product} 上向您的机构申请“%{kind}”连接。\n\n对方留言：%{reason}\n\n请在门户中接受或拒绝该申请。',
        },
        accepted: {
            subject: '%{organisation} 已接受您的连接申请：%{kind}',
            body: '%{name}，您好：\n\n%{actor}（%{organisation}）已接受您的“%{kind}”连接申请。该连接现已生效。',
        },
        declined: {
            subject: '%{organisation} 已拒绝您的连接申请：%{kind}',
            body: '%{name}，您好：\n\n%{actor}（%{organisation}）拒绝了您的“%{kind}”连接申请。\n\n理由：%{reason}',
        },
        ended: {
            subject: '连接已结束：%{kind}',
            body: '%{name}，您好：\n\n%{actor}（%{organisation}）结束了与您机构的“%{kind}”连接。\n\n理由：%{reason}',
        },
        message: {
            subject: '来自 %{organisation} 的新消息：%{kind}',
            body: '%{name}，您好：\n\n%{actor}（%{organisation}）就“%{kind}”连接留言：\n\n%{reason}',
        },
    },
};
