import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { isAuthenticatorCode } from '../../../../common/validation/account';
import { svgDataUrl } from '../../../lib/svgDataUrl';
import type { SecondFactorSetup as Setup } from '../../../../common/contract/profile';
import { profileApi } from '../profileApi';
import { refusalText } from '../../../providers/refusals';

/** Scan the QR code (or type the key), then prove it with a first code from the app. */
export const SecondFactorSetup = ({
    setup,
    onEnabled,
    onCancel,
}: {
    setup: Setup;
    onEnabled: (recoveryCodes: string[], message: string) => void;
    onCancel: () => void;
}) => {
    const translate = useTranslate();
    const [code, setCode] = useState('');
    const [problem, setProblem] = useState<string>();
    const [pending, setPending] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!isAuthenticatorCode(code)) {
            setProblem(translate('secondFactor.setup.codeInvalid'));
            return;
        }
        setPending(true);
        try {
            const { recoveryCodes, message } = await profileApi.enableSecondFactor(code);
            onEnabled(recoveryCodes, message);
        } catch (error) {
            setProblem(refusalText(error, translate));
            setPending(false);
        }
    };

    return (
        <Stack component="form" onSubmit={submit} noValidate spacing={2}>
            <Typography>{translate('secondFactor.setup.scan')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
                <Box
                    component="img"
                    src={svgDataUrl(setup.qrSvg)}
                    alt={translate('secondFactor.setup.qrAlt')}
                    sx={{
                        width: 200,
                        height: 200,
                        bgcolor: 'common.white',
                        p: 1,
                        borderRadius: 1,
                        border: 1,
                        borderColor: 'divider',
                    }}
                />
                <div>
                    <Typography variant="body2" color="text.secondary">
                        {translate('secondFactor.setup.manual')}
                    </Typography>
                    <Typography
                        component="code"
                        data-testid="totp-secret"
                        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 1, wordBreak: 'break-all' }}
                    >
                        {setup.secret.match(/.{1,4}/g)?.join(' ')}
                    </Typography>
                </div>
            </Stack>
            <TextField
                name="one-time-code"
                label={translate('secondFactor.setup.code')}
                autoComplete="one-time-code"
                value={code}
                onChange={event => {
                    setCode(event.target.value);
                    setProblem(undefined);
                }}
                error={Boolean(problem)}
                helperText={problem ?? translate('secondFactor.setup.codeHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ maxWidth: 280 }}
            />
            <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={pending}>
                    {translate('secondFactor.setup.confirm')}
                </Button>
                <Button onClick={onCancel} disabled={pending}>
                    {translate('secondFactor.cancel')}
                </Button>
            </Stack>
        </Stack>
    );
};
