/** Chinese server texts of the directory team's work: refusals and e-mails about changes to listings (the dashboard export is titled with its screen's texts). */
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
};
