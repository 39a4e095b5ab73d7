import { Alert, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { amountProblem, CARGO_EVENTS, cargoDeadlines, FILING_MODES } from '../../../common/claimActions/cargoDeadlines';
import { filingDefaults, NEW_FILING } from '../../../common/claimActions/cargoFilingDefaults';
import { CARGO_CURRENCIES } from '../../../common/claims/vocabularies';
import type { CargoFiling, NewCargoClaimInput } from '../../../common/contract/claimActions';
import type { ClaimRecord } from '../../../common/contract/claims';
import { CodeSelect } from '../../components/CodeSelect';
import { FormDialog } from '../../components/FormDialog';
import { CargoDeadlineList } from './CargoDeadlineList';
import { cargoClaimApi, localToday } from './cargoClaimApi';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The forwarder's filing of a cargo claim: the shipment, what happened and the amount claimed,
 * started from what the claim already says, or from nothing for a claim the claim query does not
 * hold yet (then the claim is made from the filing). The deadlines that apply are shown as the
 * facts are entered, counted on the forwarder's own date; an amount missing is explained, not just
 * refused.
 */
export const CargoFilingDialog = ({
    claim,
    onClose,
    onFiled,
}: {
    /** The claim filed; none for a new claim. */
    claim?: ClaimRecord;
    onClose: () => void;
    onFiled?: (filing: CargoFiling) => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [input, setInput] = useState<NewCargoClaimInput>(() => (claim ? filingDefaults(claim) : NEW_FILING));
    const [amountText, setAmountText] = useState(input.amount === null ? '' : String(input.amount));
    const t = (key: string) => translate(`claimActionsView.cargoClaim.${key}`);
    const set = (change: Partial<NewCargoClaimInput>) => setInput(current => ({ ...current, ...change }));
    const file = useMutation({
        mutationFn: () => (claim ? cargoClaimApi.file({ ...input, claimId: claim.id }) : cargoClaimApi.fileNew(input)),
        onSuccess: filing => {
            notify(translate('claimActionsView.cargoClaim.filed', { number: filing.claimNumber }), { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: ['claimActions', filing.claimId] });
            void queryClient.invalidateQueries({ queryKey: ['claims', 'detail'] });
            onClose();
            onFiled?.(filing);
        },
    });
    const problem = amountProblem(input.amount, input.currency);
    const dated = ISO_DATE.test(input.deliveredOn);
    const deadlines = dated
        ? cargoDeadlines(input, localToday()).map(deadline => ({
              rule: deadline.rule.id,
              act: deadline.rule.act,
              authority: deadline.rule.authority,
              lastDay: deadline.lastDay,
              daysLeft: deadline.daysLeft,
              state: deadline.state,
          }))
        : [];
    const complete =
        [input.transportDocument, input.carrier, input.origin, input.destination].every(text => text.trim() !== '') &&
        dated &&
        problem === null;
    const text = (key: keyof NewCargoClaimInput & string, label: string) => (
        <TextField
            required
            label={label}
            value={input[key] ?? ''}
            onChange={event => set({ [key]: event.target.value })}
            slotProps={{ htmlInput: { maxLength: key === 'transportDocument' ? 64 : 200 } }}
        />
    );
    return (
        <FormDialog
            titleId="cargo-filing-title"
            title={
                claim
                    ? translate('claimActionsView.cargoClaim.dialogTitle', { number: claim.claimNumber ?? '' })
                    : t('newTitle')
            }
            submitLabel={t('submit')}
            cancelLabel={t('cancel')}
            onSubmit={() => file.mutate()}
            onClose={onClose}
            error={file.error?.message}
            submitDisabled={!complete || file.isPending}
            maxWidth="md"
        >
            <Stack spacing={2} sx={{ pt: 1 }}>
                {!claim && (
                    <Typography variant="body2" color="text.secondary">
                        {t('newHelp')}
                    </Typography>
                )}
                <Typography variant="subtitle2" component="h3">
                    {t('shipment')}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <CodeSelect
                        required
                        label={t('mode')}
                        codes={FILING_MODES}
                        nameOf={mode => translate(`claimActionsView.cargo.modes.${mode}`)}
                        value={input.mode}
                        onChange={mode => set({ mode })}
                        sx={{ minWidth: 160 }}
                    />
                    {text('transportDocument', t(input.mode === 'air' ? 'airWaybill' : 'billOfLading'))}
                    {text('carrier', t('carrier'))}
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    {text('origin', t('origin'))}
                    {text('destination', t('destination'))}
                    <TextField
                        required
                        type="date"
                        label={t('deliveredOn')}
                        value={input.deliveredOn}
                        onChange={event => set({ deliveredOn: event.target.value })}
                        slotProps={{ inputLabel: { shrink: true } }}
                    />
                </Stack>
                <Typography variant="caption" color="text.secondary">
                    {t('deliveredOnHelp')}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <CodeSelect
                        required
                        label={t('event')}
                        codes={CARGO_EVENTS}
                        nameOf={event => translate(`claimActionsView.cargo.events.${event}`)}
                        value={input.event}
                        onChange={event => set({ event })}
                        sx={{ minWidth: 160 }}
                    />
                    <TextField
                        required
                        label={t('amount')}
                        value={amountText}
                        onChange={event => {
                            setAmountText(event.target.value);
                            const amount = event.target.value.trim() === '' ? null : Number(event.target.value);
                            set({ amount });
                        }}
                        error={amountText !== '' && problem === 'amountPositive'}
                        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                    <CodeSelect<NonNullable<NewCargoClaimInput['currency']> | ''>
                        required
                        label={t('currency')}
                        codes={CARGO_CURRENCIES}
                        nameOf={code => code}
                        value={input.currency ?? ''}
                        onChange={currency => set({ currency: currency || undefined })}
                        sx={{ minWidth: 120 }}
                    />
                </Stack>
                {problem && (
                    <Alert severity="warning" data-testid="amount-problem">
                        {translate(`claimActionsView.cargo.amount.${problem}`)}
                    </Alert>
                )}
                <Typography variant="subtitle2" component="h3">
                    {t('deadlines')}
                </Typography>
                {dated ? (
                    <CargoDeadlineList deadlines={deadlines} />
                ) : (
                    <Typography variant="body2" color="text.secondary">
                        {t('deadlinesNeedDate')}
                    </Typography>
                )}
            </Stack>
        </FormDialog>
    );
};
