import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { CHECKLIST_DOCUMENT_TYPE } from '../../../common/claimActions/cargoFilingDefaults';
import { CARGO_HANDLERS, type CargoStep } from '../../../common/claimActions/cargoHandling';
import { CARGO_FILERS } from '../../../common/claimActions/vocabularies';
import type { CargoFiling, ClaimDocument } from '../../../common/contract/claimActions';
import type { ClaimRecord } from '../../../common/contract/claims';
import { formatDay, formatMoney } from '../../lib/dayAndMoney';
import { useRoles } from '../../providers/session';
import { CargoDeadlineList } from './CargoDeadlineList';
import { cargoClaimApi } from './cargoClaimApi';
import { CargoFilingDialog } from './CargoFilingDialog';
import { CargoStepDialog } from './CargoStepDialog';

const hasRole = (roles: readonly string[], allowed: readonly string[]) => roles.some(role => allowed.includes(role));

/**
 * A cargo claim's filing in its detail: for the forwarder, "File this claim" until it is filed;
 * once filed, the deadlines that apply, the documents the checklist wants (ticked when one of the
 * type is on the claim), the insurer's handling with the carrier's clocks, and for adjusters the
 * steps the claim's status allows.
 */
export const CargoClaimPanel = ({ claim, documents }: { claim: ClaimRecord; documents?: ClaimDocument[] }) => {
    const translate = useTranslate();
    const roles = useRoles();
    const [filingOpen, setFilingOpen] = useState(false);
    const filing = useQuery({
        queryKey: ['claimActions', claim.id, 'cargoFiling'],
        queryFn: () => cargoClaimApi.filing(claim.id),
    });
    const t = (key: string, options?: object) => translate(`claimActionsView.cargoClaim.${key}`, options);
    return (
        <Box component="section" aria-labelledby="cargo-claim-title">
            <Typography id="cargo-claim-title" variant="subtitle1" component="h3" gutterBottom>
                {t('title')}
            </Typography>
            {filing.error && <Alert severity="error">{filing.error.message}</Alert>}
            {filing.data === null && (
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <Typography variant="body2">{t('notFiled')}</Typography>
                    {hasRole(roles, CARGO_FILERS) && (
                        <>
                            <Typography variant="body2" color="text.secondary">
                                {t('fileHelp')}
                            </Typography>
                            <Button variant="contained" onClick={() => setFilingOpen(true)}>
                                {t('file')}
                            </Button>
                        </>
                    )}
                </Stack>
            )}
            {filing.data && (
                <FiledClaim filing={filing.data} documents={documents} mayHandle={hasRole(roles, CARGO_HANDLERS)} />
            )}
            {filingOpen && <CargoFilingDialog claim={claim} onClose={() => setFilingOpen(false)} />}
        </Box>
    );
};

const FiledClaim = ({
    filing,
    documents,
    mayHandle,
}: {
    filing: CargoFiling;
    documents?: ClaimDocument[];
    mayHandle: boolean;
}) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const [step, setStep] = useState<CargoStep>();
    const t = (key: string, options?: object) => translate(`claimActionsView.cargoClaim.${key}`, options);
    const day = (value: string | null) => formatDay(value, locale);
    const { handling } = filing;
    const added = new Set(documents?.map(document => document.documentType));
    return (
        <Stack spacing={2}>
            <Box>
                <Typography variant="body2">
                    {t('summary', {
                        mode: translate(`claimActionsView.cargo.modes.${filing.mode}`),
                        event: translate(`claimActionsView.cargo.events.${filing.event}`),
                        document: filing.transportDocument,
                        carrier: filing.carrier,
                        origin: filing.origin,
                        destination: filing.destination,
                        day: day(filing.deliveredOn),
                    })}
                </Typography>
                <Typography variant="body2">
                    {t('amountClaimed', { amount: formatMoney(filing.amount, filing.currency, locale) })}
                </Typography>
            </Box>
            <Box>
                <Typography variant="subtitle2" component="h4" gutterBottom>
                    {t('deadlines')}
                </Typography>
                <CargoDeadlineList deadlines={filing.deadlines} />
            </Box>
            <Box>
                <Typography variant="subtitle2" component="h4" gutterBottom>
                    {t('checklist')}
                </Typography>
                <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {filing.checklist.map(item => {
                        const present = added.has(CHECKLIST_DOCUMENT_TYPE[item] ?? item);
                        return (
                            <Stack
                                key={item}
                                component="li"
                                direction="row"
                                spacing={1}
                                sx={{ alignItems: 'center' }}
                                data-checklist={item}
                                data-present={present}
                            >
                                {present ? (
                                    <CheckCircleIcon fontSize="small" color="success" aria-hidden />
                                ) : (
                                    <RadioButtonUncheckedIcon fontSize="small" color="action" aria-hidden />
                                )}
                                <Typography variant="body2">
                                    {translate(`claimActionsView.cargo.checklist.${item}`)} —{' '}
                                    {t(present ? 'present' : 'missing')}
                                </Typography>
                            </Stack>
                        );
                    })}
                </Stack>
            </Box>
            <Box data-testid="cargo-handling">
                <Typography variant="subtitle2" component="h4" gutterBottom>
                    {t('handling')}
                </Typography>
                <Stack spacing={1}>
                    <Typography variant="body2">{t('received', { day: day(handling.receivedOn) })}</Typography>
                    {handling.acknowledgedOn ? (
                        <Typography variant="body2" data-testid="cargo-acknowledged">
                            {t('acknowledged', { day: day(handling.acknowledgedOn), name: handling.acknowledgedBy })}
                            {handling.acknowledgeLate ? ` (${t('acknowledgedLate')})` : ''}
                        </Typography>
                    ) : handling.acknowledgeLate ? (
                        <Alert severity="error">{t('acknowledgeLate', { day: day(handling.acknowledgeBy) })}</Alert>
                    ) : (
                        <Typography variant="body2">
                            {t('acknowledgeBy', { day: day(handling.acknowledgeBy) })}
                        </Typography>
                    )}
                    {handling.decision === 'paid' && (
                        <Typography variant="body2">
                            {t('paid', { day: day(handling.decidedOn), name: handling.decidedBy })}
                        </Typography>
                    )}
                    {handling.decision === 'declined' && (
                        <Typography variant="body2">
                            {t('declined', {
                                day: day(handling.decidedOn),
                                name: handling.decidedBy,
                                reason: handling.declineReason,
                            })}
                        </Typography>
                    )}
                    {!handling.decision &&
                        (handling.decideLate ? (
                            <Alert severity="error">{t('decideLate', { day: day(handling.decideBy) })}</Alert>
                        ) : (
                            <Typography variant="body2">{t('decideBy', { day: day(handling.decideBy) })}</Typography>
                        ))}
                    {handling.nextStatusLetter && (
                        <Alert severity="warning">{t('statusLetter', { day: day(handling.nextStatusLetter) })}</Alert>
                    )}
                </Stack>
            </Box>
            {mayHandle && handling.steps.length > 0 && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {handling.steps.map(next => (
                        <Button
                            key={next}
                            size="small"
                            variant={next === 'acknowledge' || next === 'pay' ? 'contained' : 'outlined'}
                            onClick={() => setStep(next)}
                        >
                            {t(`steps.${next}`)}
                        </Button>
                    ))}
                </Stack>
            )}
            {step && <CargoStepDialog filing={filing} step={step} onClose={() => setStep(undefined)} />}
        </Stack>
    );
};
