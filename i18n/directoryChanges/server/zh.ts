/** Chinese server texts of the directory team's work: refusals and e-mails (the dashboard export is titled with its screen's texts). */
export const directoryChangesServerZh = {
    directoryChanges: {
        errors: {
            unknownColumn: '该表没有“%{field}”列。',
            nothingAsked: '请说明需要更改的内容：至少提供一个更正值或一条备注。',
            notFound: '该变更不存在，或不属于您负责的表。',
            decided: '该变更已处理。',
            adminOnly: '只有管理员可以将名录表分配给健康计划。',
            notAHealthPlan: '名录表只能分配给健康计划机构。',
        },
        memberAnswer: {
            applied: '感谢您的反馈：我们已更正您报告的名录条目。',
            rejected: '感谢您的反馈。我们核查了该条目，未作更改：%{reason}',
        },
        mail: {
            applied: {
                subject: '%{product}：您的名录条目已更新',
                body: '%{name}，您好：\n\n您的名录条目“%{listing}”的一项变更已应用。\n\n查看您的条目：%{link}',
            },
            rejected: {
                subject: '%{product}：您的名录条目未作更改',
                body: '%{name}，您好：\n\n对您的名录条目“%{listing}”请求的变更未执行：%{reason}\n\n查看您的条目：%{link}',
            },
        },
    },
    directoryReports: {
        errors: {
            staffOnly: '只有管理员和健康计划工作人员可以处理名录变更和会员问询。',
            notFound: '该问询不存在，或不属于您负责的表。',
            answered: '该问询已答复。',
            humanCheck: {
                malformed: '人机验证缺失或不完整。请刷新页面后重新提交表单。',
                forged: '该人机验证并非本网站签发。请刷新页面后重新提交表单。',
                expired: '人机验证已过期。请重新提交表单，系统会为您生成新的验证。',
                unsolved: '人机验证未完成。请重新提交表单。',
                spent: '该人机验证已用于另一条消息。请重新提交表单。',
            },
        },
        mail: {
            subject: '%{product}：关于我们医疗服务提供者名录的问询答复',
            body: '您好：\n\n您于 %{receivedOn} 来信：\n\n%{question}\n\n我们的答复：\n\n%{answer}',
        },
    },
};
