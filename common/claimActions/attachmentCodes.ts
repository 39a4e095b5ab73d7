/**
 * LOINC codes a payer uses to say which attachment it needs for a claim, as an X12 277 request
 * for additional information (006020X313) codes them and a 275 answer (006020X314) names them: a
 * small vocabulary of the clinical documents plans ask for most. Each with its LOINC long common
 * name, the standard's own wording.
 */
export const ATTACHMENT_CODES = {
    '18842-5': 'Discharge summary',
    '11506-3': 'Progress note',
    '34117-2': 'History and physical note',
    '11488-4': 'Consult note',
    '28570-0': 'Procedure note',
    '11504-8': 'Surgical operation note',
    '18748-4': 'Diagnostic imaging study',
    '11502-2': 'Laboratory report',
    '18776-5': 'Plan of care note',
    '57133-1': 'Referral note',
} as const;
export type AttachmentCode = keyof typeof ATTACHMENT_CODES;
export const ATTACHMENT_CODE_LIST = Object.keys(ATTACHMENT_CODES) as [AttachmentCode, ...AttachmentCode[]];
