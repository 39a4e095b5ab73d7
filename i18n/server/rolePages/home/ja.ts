/** Refusals of the getting-started calls (ja). */
export const serverChecklistJa = {
    checklist: {
        notYourStep: 'この手順はあなたのロールのチェックリストにありません。',
        derived: '「%{step}」はポータルで実際に行うと完了します。手動ではチェックできません。',
        unfinished: 'チェックリストを非表示にする前に、すべての手順を完了してください。',
    },
};
