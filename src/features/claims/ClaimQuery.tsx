import { Box, Typography } from '@mui/material';
import { useState, type ComponentType } from 'react';
import {
    DataTable,
    FilterButton,
    List,
    Loading,
    Pagination,
    TopToolbar,
    useLocaleState,
    type Identifier,
} from 'react-admin';
import { CLAIM_DESKS, fieldLabel, filtersFor } from '../../../common/claims/desks';
import { claimFieldsOf } from '../../../common/claims/fieldsByRole';
import type { ClaimRecord } from '../../../common/contract/claims';
import type { Profile } from '../../../common/profiles';
import { ListExportButtons } from '../../components/ListExportButtons';
import { claimsApi } from './claimsApi';
import { usePortalConfig } from '../../providers/portalConfig';
import { useRoles } from '../../providers/session';
import { fieldOf, formatField } from './claimFormat';
import { ClaimDetailDrawer, type ClaimActionsPanel } from './ClaimDetailDrawer';
import { ClaimImport } from './ClaimImport';
import { claimFilterInputs } from './ClaimInputs';
import { ClaimSavedSearches } from './ClaimSavedSearches';
import { ClaimStatusChip } from './ClaimStatusChip';
import { ClaimSummaryBar } from './ClaimSummaryBar';
import { useClaimsText } from './useClaimsText';

const Column = DataTable.Col<ClaimRecord>;

/** A toolbar button that files a new claim and opens it once filed; the app hands it in. */
export type NewClaimButton = ComponentType<{ profile: Profile; onFiled: (claimId: number) => void }>;

/**
 * `/claimquery`: the profile's claim desk. Filters, sort and page live in the URL (bookmarkable,
 * shareable); the server pages, sorts and scopes the claims to the user; a row opens the claim,
 * with the actions panel the app hands in; the toolbar shows the new-claim button it hands in.
 */
export const ClaimQuery = ({
    ClaimActions,
    NewClaim,
}: {
    ClaimActions: ClaimActionsPanel;
    NewClaim: NewClaimButton;
}) => {
    const { profile } = usePortalConfig();
    const roles = useRoles();
    const text = useClaimsText();
    const [locale] = useLocaleState();
    const [openId, setOpenId] = useState<Identifier>();
    const desk = CLAIM_DESKS[profile];
    const role = roles.find(candidate => candidate in desk.scopes);
    const scope = role ? desk.scopes[role as keyof typeof desk.scopes] : undefined;
    if (!text) return <Loading />;
    // The server sends the role only its fields: the columns and filters are the role's too.
    const received = role ? claimFieldsOf(profile, role) : [];
    const filters = role ? filtersFor(desk, role) : [];
    const columns = desk.listColumns.filter(name => received.includes(name));
    const patientHidden = desk.fields.some(field => field.member && !received.includes(field.name));
    return (
        <>
            <List
                resource="claims"
                title="route.claimQuery"
                filters={claimFilterInputs(filters, text)}
                actions={
                    <TopToolbar>
                        <NewClaim profile={profile} onFiled={setOpenId} />
                        <FilterButton />
                        <ClaimSavedSearches text={text} />
                        {scope?.edit && <ClaimImport text={text} desk={desk} />}
                        <ListExportButtons
                            exportFile={claimsApi.exportClaims}
                            label={format => text(`export.${format}`)}
                            saved={filename => text('export.saved', { filename })}
                        />
                    </TopToolbar>
                }
                sort={{ field: 'receivedOn', order: 'DESC' }}
                perPage={25}
                pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
                exporter={false}
                empty={false}
                disableAuthentication
                storeKey={`claims.${profile}`}
            >
                <Box sx={{ px: 2, pt: 1 }}>
                    <Typography variant="subtitle1" component="h2">
                        {text(`desk.${profile}`)}
                    </Typography>
                    {patientHidden && (
                        <Typography variant="body2" color="text.secondary">
                            {text('desk.memberHidden')}
                        </Typography>
                    )}
                </Box>
                <ClaimSummaryBar desk={desk} text={text} />
                <DataTable<ClaimRecord>
                    rowClick={id => {
                        setOpenId(id);
                        return false;
                    }}
                    bulkActionButtons={false}
                    empty={<Typography sx={{ p: 2 }}>{text('empty')}</Typography>}
                    sx={DENSE_COLUMNS}
                >
                    {columns.map(name => (
                        <Column
                            key={name}
                            source={name}
                            label={text(`fields.${fieldLabel(desk, name)}`)}
                            disableSort={!(desk.sortFields as readonly string[]).includes(name)}
                            align={fieldOf(desk, name)?.type === 'money' ? 'right' : 'left'}
                            render={claim =>
                                name === 'status' ? (
                                    <ClaimStatusChip desk={desk} claim={claim} text={text} />
                                ) : (
                                    formatField(desk, name, claim, text, locale)
                                )
                            }
                        />
                    ))}
                </DataTable>
            </List>
            <ClaimDetailDrawer
                id={openId}
                onClose={() => setOpenId(undefined)}
                desk={desk}
                text={text}
                canEdit={scope?.edit ?? false}
                ClaimActions={ClaimActions}
            />
        </>
    );
};

/**
 * Every column of a desk fits a 1280 px screen beside the sidebar: narrower gutters, identifiers
 * and amounts on one line, a long status shortened (its full words in the chip's tooltip).
 */
const DENSE_COLUMNS = {
    '& .MuiTableCell-root': { px: 1 },
    '& td.column-claimNumber, & td[class*="Npi"], & td.MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
    '& .MuiChip-root': { maxWidth: 200 },
};
