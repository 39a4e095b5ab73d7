/**
 * The vocabulary of the directory team's work, without zod: the SPA imports these values, the contract
 * (common/contract/directoryChanges.ts) builds its schemas on them.
 */

export const CHANGE_SOURCES = ['provider', 'member'] as const;
export type ChangeSource = (typeof CHANGE_SOURCES)[number];
export const CHANGE_STATUSES = ['open', 'applied', 'rejected'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];
export const INQUIRY_KINDS = ['error', 'network'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** Business days a plan has to update a listing after receiving a change. */
export const CHANGE_DUE_BUSINESS_DAYS = 2;
/** Business days a plan has to answer a member's question. */
export const INQUIRY_DUE_BUSINESS_DAYS = 1;

export const REPORT_TEXT_MAX = 2000;
export const DECISION_TEXT_MAX = 2000;
