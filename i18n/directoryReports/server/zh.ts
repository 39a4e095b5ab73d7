/** Chinese server texts of member reports: refusals of staff-only calls, the human check, the answer's e-mail. */
export const directoryReportsServerZh = {
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
