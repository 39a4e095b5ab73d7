import {
    Button,
    Link,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { LinkBase, useLocaleState } from 'react-admin';
import type { Home } from '../../../common/contract/home';
import { CLAIM_QUERY_PATH } from '../../../common/routes';
import { SectionCard } from '../../components/SectionCard';
import { claimQueryFor } from '../../lib/claimQueryLink';
import { TimeAgo } from '../../components/TimeAgo';
import type { HomeText } from './homeText';

/**
 * On a phone the time of the change goes under the status (and cells keep less padding), so that
 * the table fits its width in every language.
 */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

/** The latest status changes of the claims the user may see, each opening the claim query on it. */
export const ClaimActivityCard = ({ claims, text }: { claims: NonNullable<Home['claims']>; text: HomeText }) => {
    const [locale] = useLocaleState();
    const money = (amount: number, currency: string) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
    return (
        <SectionCard
            title={text('home.claims.title')}
            action={
                <Button component={LinkBase} to={CLAIM_QUERY_PATH} size="small">
                    {text('home.claims.openQuery')}
                </Button>
            }
        >
            <Typography sx={{ mb: 1 }}>{text('home.claims.week', { count: claims.changedThisWeek })}</Typography>
            {claims.recent.length === 0 ? (
                <Typography color="text.secondary">{text('home.claims.none')}</Typography>
            ) : (
                <TableContainer>
                    <Table size="small" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{text('home.claims.claim')}</TableCell>
                                <TableCell>{text('home.claims.status')}</TableCell>
                                <TableCell align="right">{text('home.claims.billed')}</TableCell>
                                <TableCell sx={WIDE_ONLY}>{text('home.claims.changed')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {claims.recent.map(claim => (
                                <TableRow key={claim.id}>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                        <Link
                                            component={LinkBase}
                                            to={claimQueryFor(claim.claimNumber)}
                                            aria-label={text('home.claims.openClaim', { number: claim.claimNumber })}
                                        >
                                            {claim.claimNumber}
                                        </Link>
                                    </TableCell>
                                    <TableCell>
                                        {claim.statusLabel}
                                        <Typography
                                            variant="caption"
                                            color="text.secondary"
                                            sx={{ display: { xs: 'block', sm: 'none' } }}
                                        >
                                            <TimeAgo time={claim.updatedAt} />
                                        </Typography>
                                    </TableCell>
                                    <TableCell align="right">{money(claim.billed, claim.currency)}</TableCell>
                                    <TableCell sx={WIDE_ONLY}>
                                        <TimeAgo time={claim.updatedAt} />
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            )}
        </SectionCard>
    );
};
