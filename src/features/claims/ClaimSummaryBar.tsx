import { Box, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useLocaleState } from 'react-admin';
import type { ClaimDesk } from '../../../common/claims/desks';
import { AGING_BUCKETS } from '../../../common/claims/vocabularies';
import type { ClaimSummary } from '../../../common/contract/claims';
import { claimsApi } from './claimsApi';
import { formatMoney } from '../../lib/dayAndMoney';
import { codeLabel } from './claimFormat';
import type { ClaimsText } from './useClaimsText';

/**
 * Count and amounts of the current search per status bucket and per age since received; a
 * bucket chip narrows the search to that bucket.
 */
export const ClaimSummaryBar = ({ desk, text }: { desk: ClaimDesk; text: ClaimsText }) => {
    const { filterValues, setFilters } = useListContext();
    const [locale] = useLocaleState();
    const { data } = useQuery({
        queryKey: ['claims', 'summary', filterValues],
        queryFn: ({ signal }) => claimsApi.summary(filterValues, signal),
    });
    // Each currency on its own: dollars and yen added together would mean nothing. A list of
    // amounts, not of units: Chinese runs units together ("¥1€2"). The line may break after each
    // separator (a zero-width space): after "、" a currency sign is no break opportunity, and
    // the amounts would run off a phone's screen.
    const amounts = (entry: ClaimSummary['total'], which: 'billed' | 'paid') =>
        new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' })
            .formatToParts(entry.amounts.map(item => formatMoney(item[which], item.currency, locale)))
            .map(part => (part.type === 'literal' ? `${part.value}\u200B` : part.value))
            .join('');
    const totals = (entry: ClaimSummary['total']) =>
        [
            text('summary.claims', { smart_count: entry.count }),
            ...(entry.amounts.length > 0
                ? [
                      text('summary.billed', { amount: amounts(entry, 'billed') }),
                      text('summary.paid', { amount: amounts(entry, 'paid') }),
                  ]
                : []),
        ].join(' · ');
    return (
        <Box component="section" aria-label={text('summary.label')} sx={{ px: 2, py: 1 }}>
            {data && (
                <>
                    <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
                        {totals(data.total)}
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                        {desk.buckets
                            .filter(bucket => data.buckets[bucket])
                            .map(bucket => (
                                <Chip
                                    key={bucket}
                                    size="small"
                                    title={totals(data.buckets[bucket]!)}
                                    label={`${codeLabel(text, desk.bucketVocabulary, bucket)}: ${data.buckets[bucket]!.count.toLocaleString(locale)}`}
                                    onClick={() => setFilters({ ...filterValues, bucket: [bucket] }, undefined)}
                                />
                            ))}
                    </Stack>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
                        <Typography variant="caption" color="text.secondary">
                            {text('summary.aging')}:
                        </Typography>
                        {AGING_BUCKETS.map(bucket => (
                            <Chip
                                key={bucket}
                                size="small"
                                variant="outlined"
                                title={data.aging[bucket] ? totals(data.aging[bucket]) : undefined}
                                label={`${codeLabel(text, 'aging', bucket)}: ${(data.aging[bucket]?.count ?? 0).toLocaleString(locale)}`}
                                onClick={() => setFilters({ ...filterValues, aging: [bucket] }, undefined)}
                            />
                        ))}
                    </Stack>
                </>
            )}
        </Box>
    );
};
