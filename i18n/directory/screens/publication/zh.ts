/** 目录表在公开目录中的发布设置（表的设置）的中文文本。 */
export const directoryPublicationZh = {
    button: '公开目录',
    title: '公开目录：%{name}',
    byTemplate: '此表按其模板（%{kind}）发布：每一列提供同名的列表元素。',
    intro: '选择每一行是哪类列表，以及提供每个元素的列。未选择的列永远不会离开门户。',
    kind: '列表类型',
    notPublished: '不发布',
    noColumn: '不使用列',
    required: '%{element}（必填）',
    kinds: {
        practitioner: '医师（Practitioner 和 PractitionerRole）',
        organization: '机构',
        location: '地点',
        pharmacy: '药房（Organization、Location 和 HealthcareService）',
        network: '网络（Network 和 InsurancePlan）',
    },
    save: '保存',
    cancel: '取消',
    saved: '公开目录现已按映射提供此表。',
    withdrawn: '此表已不在公开目录中。',
};
