import type { ClaimDesk, ClaimField, DeskField } from '../../../common/claims/desks';
import type { ClaimRecord } from '../../../common/contract/claims';
import { formatDay, formatMoney } from '../../lib/dayAndMoney';
import type { ClaimsText } from './useClaimsText';

/** How claim values read on screen and in the detail: codes with their meaning, fields by their type. */

/** The label of a code of a vocabulary, or the code itself when the catalog has no text for it. */
export const codeLabel = (text: ClaimsText, vocabulary: string, code: string) =>
    text(`codes.${vocabulary}.${code}`, { _: code });

export const fieldOf = (desk: ClaimDesk, name: ClaimField): DeskField | undefined =>
    desk.fields.find(field => field.name === name);

/** A field's value of a claim as text; a dash when it has none, or when the role does not receive the field. */
export const formatField = (
    desk: ClaimDesk,
    name: ClaimField,
    claim: ClaimRecord,
    text: ClaimsText,
    locale: string
): string => {
    const field = fieldOf(desk, name);
    const value = claim[name];
    if (value === null || value === undefined || value === '') return '—';
    switch (field?.type) {
        case 'money':
            return formatMoney(value as number, claim.currency ?? 'USD', locale);
        case 'date':
            return formatDay(value as string, locale);
        case 'code':
            return field.vocabulary ? codeLabel(text, field.vocabulary, String(value)) : String(value);
        default:
            return String(value);
    }
};
