/** Refusals of the getting-started calls (es). */
export const serverChecklistEs = {
    checklist: {
        notYourStep: 'Este paso no está en la lista de su rol.',
        derived: '«%{step}» se completa haciéndolo en el portal: no se puede marcar a mano.',
        unfinished: 'Complete todos los pasos antes de guardar la lista.',
    },
};
