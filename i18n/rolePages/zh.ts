import type { Catalog } from '../types';
import type { rolePagesEn } from './en';

/** 各角色工作页面的中文文本。 */
export const rolePagesZh: Catalog<typeof rolePagesEn> = {
    connect: {
        yourConnections: '我的连接',
        allConnections: '所有连接',
        find: '查找要连接的机构',
        search: '名称或 NPI',
        searchName: '名称',
        orgType: '类型',
        anyType: '任意类型',
        state: '州',
        stateHelp: '两个字母，例如 IL',
        noMatches: '没有匹配的机构。',
        cannotRequest: '您的角色不发起连接申请：您可以查看所有连接并结束其中任何一个。',
        notConnecting: '您的角色不参与连接，此处无需您处理任何事项。在本门户中，连接的双方为：%{pairs}。',
        organisation: '机构',
        kind: '连接类型',
        status: '状态',
        requestedAt: '申请时间',
        updatedAt: '最近变更',
        allStatuses: '所有状态',
        none: '还没有连接。',
        open: '打开',
        request: '申请连接',
        requestTitle: '申请与 %{organisation} 建立连接',
        message: '留言（可选）',
        sendRequest: '发送申请',
        requestSent: '已向 %{organisation} 发送申请。',
        alreadyOpen: '申请中或已生效：%{kinds}',
        npi: 'NPI：%{npi}',
        between: '%{from} 与 %{to}',
        details: '连接：%{organisation}',
        history: '记录与消息',
        writeMessage: '写一条消息',
        sendMessage: '发送消息',
        messageSent: '消息已发送。',
        reason: '理由',
        reasonRequired: '请说明拒绝的理由：对方会看到。',
        endReason: '理由（可选）',
        close: '关闭',
        cancel: '取消',
        respondedAt: '答复时间',
        endedAt: '结束时间',
        events: {
            requested: '%{actor} 申请了连接',
            accepted: '%{actor} 接受了申请',
            declined: '%{actor} 拒绝了申请',
            ended: '%{actor} 结束了连接',
            message: '%{actor} 留言',
        },
        kinds: {
            network_participation: '网络参与',
            data_sharing: '理赔与资格数据共享',
            patient_support: '患者支持项目',
            prior_authorization: '事先授权协助',
            samples: '样品',
            claims_handling: '理赔处理',
        },
        statuses: {
            requested: '申请中',
            active: '已生效',
            declined: '已拒绝',
            ended: '已结束',
        },
        actions: {
            accept: '接受',
            decline: '拒绝',
            end: '结束',
        },
        done: {
            accept: '已接受连接。',
            decline: '已拒绝申请。',
            end: '连接已结束。',
        },
    },
    supportPage: {
        callTitle: '致电我们',
        hours: {
            healthcare: '周一至周五，美国东部时间 8:00 至 20:00。紧急药房连接问题：全年全天候。',
            claims: '周一至周五，美国东部时间 8:00 至 20:00。紧急损失（货物处于风险中、需立即查勘）：全年全天候。',
        },
        faqTitle: '常见问题',
        faqSearch: '搜索问题',
        faqNone: '没有与“%{query}”匹配的问题。请通过表单联系我们。',
        contactTitle: '给我们留言',
        sent: '正在发送…',
    },
    faq: {
        all: {
            password: {
                question: '如何修改密码？',
                answer: '从顶部栏打开“用户资料”，使用“修改密码”。密码修改后，您账户的其他会话都会结束。',
            },
            language: {
                question: '如何更改门户的语言？',
                answer: '使用顶部栏中的语言菜单。门户及其电子邮件都会使用您选择的语言。',
            },
            authenticator: {
                question: '如何用身份验证器应用保护我的账户？',
                answer: '在“用户资料”中选择设置身份验证器，用应用扫描二维码并输入显示的 6 位数字。请妥善保存恢复代码。',
            },
        },
        provider: {
            connect: {
                question: '如何加入健康计划的网络？',
                answer: '打开“连接”，按名称或州搜索计划并申请网络参与连接。计划会在门户中答复，您也会收到电子邮件。',
            },
            npi: {
                question: '我的 NPI 信息有误，怎么办？',
                answer: '门户从国家登记系统（NPPES）读取您的 NPI 信息。请在那里更正；门户在下次更新登记数据后显示新信息。',
            },
        },
        healthplan: {
            requests: {
                question: '在哪里答复医疗机构的连接申请？',
                answer: '首页列出等待您处理的申请；“连接”显示所有连接。接受申请，或填写医疗机构可以看到的理由后拒绝。',
            },
            denials: {
                question: '在哪里查看拒付原因？',
                answer: '仪表板按状态显示您的理赔，以及所选期间内最常见的拒付原因。',
            },
        },
        pharma: {
            programmes: {
                question: '医疗机构如何加入我们的患者支持项目？',
                answer: '医疗机构在“连接”中申请项目连接。您可以逐一接受或拒绝，也可以随时结束有效的连接。',
            },
        },
        admin: {
            endConnection: {
                question: '我可以结束两个机构之间的连接吗？',
                answer: '可以：管理员可在“连接”中看到所有连接并结束其中任何一个。双方都会收到电子邮件，变更记录在审计日志中。',
            },
            users: {
                question: '如何解锁用户？',
                answer: '打开“用户资料”，找到该用户并选择“解锁”。变更会记录在审计日志中。',
            },
        },
        editor: {
            content: {
                question: '编辑可以修改哪些内容？',
                answer: '编辑负责维护理赔内容。如需菜单中没有的页面，请联系管理员。',
            },
        },
        claims_adjuster: {
            forwarders: {
                question: '如何处理货代公司的理赔？',
                answer: '在“连接”中接受货代公司的连接申请。之后其理赔会出现在您的理赔查询和仪表板中。',
            },
        },
        freight_forwarder: {
            insurers: {
                question: '如何向保险公司提交理赔？',
                answer: '在“连接”中向保险公司的理赔团队申请理赔连接。对方接受后，您的理赔就会发送给他们。',
            },
        },
    },
};
