/** Refusals of the getting-started calls (en). */
export const serverChecklistEn = {
    checklist: {
        notYourStep: 'This step is not on the checklist of your role.',
        derived: '"%{step}" is done by doing it in the portal: it cannot be ticked by hand.',
        unfinished: 'Finish every step before putting the checklist away.',
    },
};
