/** Refusals of the getting-started calls (zh). */
export const serverChecklistZh = {
    checklist: {
        notYourStep: '此步骤不在您角色的清单中。',
        derived: '“%{step}”需在门户中实际完成，不能手动勾选。',
        unfinished: '请先完成所有步骤，再收起清单。',
    },
};
