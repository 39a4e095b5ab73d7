/** Server messages of the role pages: the getting-started checklist, the contact form and the dashboard (zh). */
export const homeServerZh = {
    checklist: {
        notYourStep: '此步骤不在您角色的清单中。',
        derived: '“%{step}”需在门户中实际完成，不能手动勾选。',
        unfinished: '请先完成所有步骤，再收起清单。',
    },
    server: {
        contact: {
            received: '您的请求已收到，我们会尽快与您联系。',
            emailInvalid: '“%{field}”必须是有效的电子邮件地址，例如 name@example.com。',
            throttled:
                '您发送的联系请求过多。请在 %{time} UTC（%{smart_count} 分钟后）之后重试。 |||| 您发送的联系请求过多。请在 %{time} UTC（%{smart_count} 分钟后）之后重试。',
            deliveryFailed: '您的请求已记录，但未能通过电子邮件发送给支持团队。请致电 %{phone} 联系支持人员。',
        },
        dashboard: {
            period: '“%{field}”必须是 7、30 或 90（天），而不是“%{value}”。',
        },
    },
};
