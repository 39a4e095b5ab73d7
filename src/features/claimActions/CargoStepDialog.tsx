import { DialogContentText, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { CargoStep } from '../../../common/claimActions/cargoHandling';
import type { CargoFiling, CargoStepInput } from '../../../common/contract/claimActions';
import { FormDialog } from '../../components/FormDialog';
import { formatMoney } from '../../lib/dayAndMoney';
import { cargoClaimApi } from './cargoClaimApi';

/** What each step asks the adjuster for: a text, an amount, or nothing but the confirmation. */
const FIELD: Record<CargoStep, { name: 'note' | 'report' | 'reason' | 'amount'; label: string } | null> = {
    acknowledge: null,
    request_documents: { name: 'note', label: 'note' },
    survey: { name: 'report', label: 'report' },
    reserve: { name: 'amount', label: 'reserveAmount' },
    pay: { name: 'amount', label: 'payAmount' },
    decline: { name: 'reason', label: 'reason' },
    recovery: { name: 'note', label: 'recoveryNote' },
};

/** A text the server takes from three characters on; a recovery's note may stay empty. */
const ready = (step: CargoStep, value: string) => {
    const field = FIELD[step];
    if (!field || step === 'recovery') return true;
    if (field.name === 'amount') return Number.isFinite(Number(value)) && Number(value) > 0;
    return value.trim().length >= 3;
};

/** One handling step of a cargo claim, taken by the adjuster after saying what it does. */
export const CargoStepDialog = ({
    filing,
    step,
    onClose,
}: {
    filing: CargoFiling;
    step: CargoStep;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [locale] = useLocaleState();
    const queryClient = useQueryClient();
    const [value, setValue] = useState('');
    const field = FIELD[step];
    const take = useMutation({
        mutationFn: () => {
            const body = field
                ? { step, [field.name]: field.name === 'amount' ? Number(value) : value.trim() }
                : { step };
            return cargoClaimApi.step(filing.claimId, body as CargoStepInput);
        },
        onSuccess: () => {
            notify(translate('claimActionsView.cargoClaim.done'), { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: ['claimActions', filing.claimId] });
            void queryClient.invalidateQueries({ queryKey: ['claims', 'detail'] });
            onClose();
        },
    });
    const stepName = translate(`claimActionsView.cargoClaim.steps.${step}`);
    return (
        <FormDialog
            titleId={`cargo-step-${step}-title`}
            title={translate('claimActionsView.cargoClaim.stepTitle', { step: stepName, number: filing.claimNumber })}
            submitLabel={translate('claimActionsView.cargoClaim.confirm')}
            cancelLabel={translate('claimActionsView.cargoClaim.cancel')}
            onSubmit={() => take.mutate()}
            onClose={onClose}
            error={take.error?.message}
            submitDisabled={!ready(step, value) || take.isPending}
        >
            <Stack spacing={2} sx={{ pt: 1 }}>
                <DialogContentText>
                    {translate(`claimActionsView.cargoClaim.stepHelp.${step}`, {
                        max: formatMoney(filing.amount, filing.currency, locale),
                        carrier: filing.carrier,
                    })}
                </DialogContentText>
                {field && (
                    <TextField
                        autoFocus
                        required={step !== 'recovery'}
                        multiline={field.name !== 'amount'}
                        minRows={field.name === 'amount' ? undefined : 3}
                        label={translate(`claimActionsView.cargoClaim.${field.label}`, {
                            currency: filing.currency,
                        })}
                        value={value}
                        onChange={event => setValue(event.target.value)}
                        slotProps={{
                            htmlInput: field.name === 'amount' ? { inputMode: 'decimal' } : { maxLength: 4000 },
                        }}
                    />
                )}
            </Stack>
        </FormDialog>
    );
};
