import type { MessageKey } from '../../../i18n/types';
import type { Translate } from '../../shared/i18n';

/**
 * Refusals and remarks of the FHIR API, as OperationOutcome: the status, the issue code of the
 * FHIR value set, and a translated sentence naming the problem.
 */

export type IssueCode = 'invalid' | 'not-found' | 'deleted' | 'not-supported' | 'throttled' | 'exception';

export class FhirError extends Error {
    constructor(
        readonly status: number,
        readonly issue: IssueCode,
        readonly messageKey: MessageKey,
        readonly params: Record<string, string | number> = {}
    ) {
        super(messageKey);
    }
}

export interface Issue {
    severity: 'fatal' | 'error' | 'warning' | 'information';
    code: IssueCode;
    diagnostics: string;
}

export const operationOutcome = (issues: Issue[]) => ({ resourceType: 'OperationOutcome', issue: issues });

export const outcomeOf = (error: FhirError, t: Translate) =>
    operationOutcome([{ severity: 'error', code: error.issue, diagnostics: t(error.messageKey, error.params) }]);
