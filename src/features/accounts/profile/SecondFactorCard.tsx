import { Alert, Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { SecondFactorStatus } from '../../../../common/contract/profile';
import { profileApi } from '../profileApi';
import { refusalText } from '../../../providers/refusals';
import { DisableSecondFactor } from './DisableSecondFactor';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorSetup } from './SecondFactorSetup';

export const secondFactorKey = ['profile', 'secondFactor'] as const;

/**
 * The second factor: its status; the set-up (QR code or key, then a first code), which answers
 * the recovery codes shown this once; and its removal with the password, unless the role
 * requires one.
 */
export const SecondFactorCard = ({ status }: { status: SecondFactorStatus }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
    const [disabling, setDisabling] = useState(false);
    const setup = useMutation({ mutationFn: profileApi.startSecondFactorSetup });
    const setStatus = (enabled: boolean) =>
        queryClient.setQueryData<SecondFactorStatus>(secondFactorKey, { ...status, enabled });

    const enabled = (codes: string[], message: string) => {
        setRecoveryCodes(codes);
        setup.reset();
        setStatus(true);
        notify(message, { type: 'success', messageArgs: { _: message } });
    };

    return (
        <Card component="section" aria-labelledby="profile-second-factor">
            <CardHeader
                title={translate('secondFactor.title')}
                subheader={translate('secondFactor.intro')}
                slotProps={{ title: { id: 'profile-second-factor', variant: 'h6', component: 'h2' } }}
                action={
                    <Chip
                        color={status.enabled ? 'success' : 'default'}
                        label={translate(status.enabled ? 'secondFactor.on' : 'secondFactor.off')}
                    />
                }
            />
            <CardContent>
                <Stack spacing={2}>
                    {recoveryCodes ? (
                        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />
                    ) : status.enabled ? (
                        status.required ? (
                            <Typography color="text.secondary">{translate('secondFactor.requiredOn')}</Typography>
                        ) : disabling ? (
                            <DisableSecondFactor
                                onCancel={() => setDisabling(false)}
                                onDisabled={message => {
                                    setDisabling(false);
                                    setStatus(false);
                                    notify(message, { type: 'success', messageArgs: { _: message } });
                                }}
                            />
                        ) : (
                            <div>
                                <Button color="warning" onClick={() => setDisabling(true)}>
                                    {translate('secondFactor.disable.start')}
                                </Button>
                            </div>
                        )
                    ) : setup.data ? (
                        <SecondFactorSetup setup={setup.data} onEnabled={enabled} onCancel={() => setup.reset()} />
                    ) : (
                        <>
                            {status.required && <Typography>{translate('secondFactor.requiredOff')}</Typography>}
                            {setup.error && <Alert severity="error">{refusalText(setup.error, translate)}</Alert>}
                            <div>
                                <Button variant="contained" onClick={() => setup.mutate()} disabled={setup.isPending}>
                                    {translate('secondFactor.setup.start')}
                                </Button>
                            </div>
                        </>
                    )}
                </Stack>
            </CardContent>
        </Card>
    );
};
