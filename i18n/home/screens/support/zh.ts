import type { Catalog } from '../../../types';
import type { homeSupportEn } from './en';

/** 各角色工作页面的中文文本。 */
export const homeSupportZh: Catalog<typeof homeSupportEn> = {
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
