import { Chip, type ChipProps } from '@mui/material';
import type { ClaimDesk } from '../../../common/claims/desks';
import type { ClaimRecord } from '../../../common/contract/claims';
import { codeLabel } from './claimFormat';
import type { ClaimsText } from './useClaimsText';

/** Colours by bucket, the same for both desks: settled money green, refusals red, waiting grey. */
const BUCKET_COLORS: Record<string, ChipProps['color']> = {
    paid: 'success',
    closed: 'success',
    adjusted: 'info',
    denied: 'error',
    declined: 'error',
    rejected: 'error',
    pending: 'warning',
    under_survey: 'warning',
    infoRequested: 'warning',
    documents_requested: 'warning',
    recovery: 'secondary',
};

/** A claim's status in words, coloured by its bucket; its words also in the tooltip, for where it is shortened. */
export const ClaimStatusChip = ({ desk, claim, text }: { desk: ClaimDesk; claim: ClaimRecord; text: ClaimsText }) => {
    const label = codeLabel(text, desk.statusVocabulary, claim.status ?? '');
    return (
        <Chip
            size="small"
            variant="outlined"
            color={BUCKET_COLORS[claim.bucket ?? ''] ?? 'default'}
            label={label}
            title={label}
        />
    );
};
