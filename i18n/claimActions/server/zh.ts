import { serverCargoHandlingZh } from './cargo/zh';
import type { claimActionsServerEn } from './en';
import type { Catalog } from '../../types';
import { claimActionVocabularyZh } from '../vocabulary/zh';

/** Chinese server texts of claim actions. */
export const claimActionsServerZh: Catalog<typeof claimActionsServerEn> = {
    claimActions: {
        documents: {
            noFile: '请以 multipart/form-data 发送文档，其中一个部分名为 "file"。',
            empty: '文件为空。',
            notAccepted: '门户不保存此类文件。接受的类型：%{accepted}，按内容识别，而非文件名。',
            fileTooLarge: '单个文档最大 %{max} MB。此文档未保存任何内容。',
            claimFull: '一个理赔的文档合计最多 %{max} MB，此理赔还剩 %{left} MB。此文档未保存任何内容。',
            notFound: '此文档不存在，或不属于您可见的理赔。',
        },
        disputes: {
            notFound: '此申诉不存在，或不属于您可见的理赔。',
            notDisputable: '只有被拒付或部分支付的理赔才能申诉；理赔 %{number} 两者都不是。',
            alreadyOpen: '理赔 %{number} 已有一个尚未裁决的申诉。请将文档添加到该申诉。',
            decided: '此申诉已裁决，不能再添加任何内容。',
            exportTooLarge: '导出将超过 %{max} 条申诉。请缩小筛选范围后重试。',
        },
        cargoHandling: serverCargoHandlingZh,
        cargoFilings: {
            alreadyFiled: '理赔 %{number} 已提交，不能再次提交。',
            notFound: '理赔 %{number} 尚未提交货物索赔。',
            noOrganisation:
                '您的账户尚未加入任何组织，而理赔须以组织的名义提交。请门户管理员将您的账户批准加入贵组织。',
        },
        requests: {
            duePast: '截止日期不能早于今天。',
            notFound: '此理赔中没有该文档请求。',
        },
        ...claimActionVocabularyZh,
        outcomes: {
            upheld: '维持：原决定不变',
            overturned: '撤销',
            partly_overturned: '部分撤销',
        },
        history: {
            opened: '已提出申诉（%{type}）：%{reason}',
            requested: '已为申诉要求补充文档：%{note}',
            decided: '申诉已裁决：%{outcome}',
            answered: '已收到申诉的补充文档',
        },
        columns: {
            claimNumber: '理赔',
            disputeType: '类型',
            reason: '原因',
            status: '状态',
            openedBy: '提出人',
            openedAt: '提出时间 (UTC)',
            dueOn: '截止日期',
            overdue: '已逾期',
            outcome: '结果',
            decidedAt: '裁决时间 (UTC)',
            planName: '健康计划',
            billingNpi: '计费 NPI',
        },
        yes: '是',
        no: '否',
        mail: {
            footer: '在门户中打开理赔：%{link}',
            documentRequest: {
                subject: '理赔 %{number} 需要补充文件',
                body: '%{name}，您好：\n\n%{plan} 的 %{actor} 要求为理赔 %{number} 提供以下文件：\n\n%{codes}%{note}\n\n请在 %{dueOn} 之前提交：在门户中打开该理赔，并以文件答复此请求。',
            },
            opened: {
                subject: '理赔 %{number} 已提出申诉',
                body: '%{name}，您好：\n\n%{actor} 对理赔 %{number} 提出了申诉（%{type}）：%{reason}。\n\n%{narrative}\n\n裁决截止日期为 %{dueOn}。',
            },
            requested: {
                subject: '您对理赔 %{number} 的申诉需要补充文档',
                body: '%{name}，您好：\n\n健康计划要求您为理赔 %{number} 的申诉补充文档：\n\n%{note}\n\n请在门户中将文档添加到申诉。',
            },
            decided: {
                subject: '理赔 %{number} 申诉的裁决：%{outcome}',
                body: '%{name}，您好：\n\n理赔 %{number} 的申诉已裁决：%{outcome}。\n\n%{decision}\n\n可从理赔中下载 PDF 格式的书面裁决。',
            },
        },
        letter: {
            title: '理赔申诉裁决书',
            claim: '理赔',
            plan: '健康计划',
            provider: '计费服务提供者 (NPI)',
            type: '申诉类型',
            reason: '原因',
            openedBy: '提出人',
            openedAt: '提出日期',
            decidedBy: '裁决人',
            decidedAt: '裁决日期',
            outcome: '结果',
            decision: '裁决',
            narrative: '服务提供者的陈述',
            notDecided: '此申诉尚未裁决。',
        },
    },
};
