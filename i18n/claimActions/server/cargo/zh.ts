import type { Catalog } from '../../../types';
import type { serverCargoHandlingEn } from './en';

/** Chinese server texts of cargo claim handling. */
export const serverCargoHandlingZh: Catalog<typeof serverCargoHandlingEn> = {
    acknowledgeFirst: '索赔 %{number} 尚未确认收到：请先确认收到，再%{step}。',
    alreadyAcknowledged: '索赔 %{number} 已确认收到。',
    notAllowed: '索赔 %{number} 当前状态为%{status}：现在不能%{step}。',
    payMoreThanClaimed: '赔付金额不能超过索赔金额（%{claimed}）。',
    steps: {
        acknowledge: '确认收到',
        request_documents: '要求补充单证',
        survey: '记录检验结果',
        reserve: '设定准备金',
        pay: '赔付',
        decline: '拒赔',
        recovery: '转入追偿',
    },
    statuses: {
        reported: '已报案',
        documents_requested: '待补单证',
        under_survey: '检验中',
        adjusted: '已理算',
        paid: '已赔付',
        declined: '已拒赔',
        closed: '已结案',
        recovery: '追偿中',
    },
    history: {
        filed: '已提交索赔：%{mode}，%{event}，%{document}，索赔金额 %{amount}',
        acknowledge: '已书面确认收到索赔',
        request_documents: '要求补充单证：%{note}',
        survey: '已记录检验报告',
        reserve: '已设定准备金',
        reserveChanged: '已调整准备金',
        pay: '已赔付：%{amount}',
        decline: '已拒赔：%{reason}',
        recovery: '已转入向承运人 %{carrier} 追偿。%{note}',
    },
    mail: {
        acknowledge: {
            subject: '您的索赔 %{number} 已获书面确认',
            body: '%{name}，您好：\n\n保险公司理赔员 %{actor} 已于 %{day} 书面确认收到您的索赔 %{number}（%{document}）。该索赔应在 %{decideBy} 之前赔付或拒赔（49 CFR 370.5(b)）。',
        },
        request_documents: {
            subject: '您的索赔 %{number} 需要补充单据',
            body: '%{name}，您好：\n\n保险公司理赔员 %{actor} 要求为您的索赔 %{number}（%{document}）补充单据：\n\n%{note}\n\n请在门户中将单据添加到该索赔。',
        },
        pay: {
            subject: '您的索赔 %{number} 已赔付：%{amount}',
            body: '%{name}，您好：\n\n保险公司理赔员 %{actor} 已赔付您的索赔 %{number}（%{document}）：索赔金额 %{claimed}，赔付 %{amount}。',
        },
        decline: {
            subject: '您的索赔 %{number} 已被拒赔',
            body: '%{name}，您好：\n\n保险公司理赔员 %{actor} 拒赔了您的索赔 %{number}（%{document}）：\n\n%{reason}%{suit}',
        },
        suitBy: '这是书面拒赔：对承运人提起诉讼的期限至 %{day}（%{authority}）。',
    },
};
