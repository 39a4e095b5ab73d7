import { Alert, Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { PasswordField } from '../../../components/PasswordField';
import { profileApi } from '../profileApi';
import { refusalCode, refusalText } from '../../../providers/refusals';

/** Removing the second factor asks for the password. */
export const DisableSecondFactor = ({
    onCancel,
    onDisabled,
}: {
    onCancel: () => void;
    onDisabled: (message: string) => void;
}) => {
    const translate = useTranslate();
    const [password, setPassword] = useState('');
    const [refusal, setRefusal] = useState<{ atPassword: boolean; message: string }>();
    const [pending, setPending] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!password) {
            setRefusal({ atPassword: true, message: translate('login.passwordRequired') });
            return;
        }
        setPending(true);
        try {
            onDisabled(await profileApi.disableSecondFactor(password));
        } catch (error) {
            setRefusal({ atPassword: refusalCode(error) === 400, message: refusalText(error, translate) });
            setPending(false);
        }
    };

    return (
        <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ maxWidth: 480 }}>
            <Alert severity="warning">{translate('secondFactor.disable.warning')}</Alert>
            {refusal && !refusal.atPassword && <Alert severity="error">{refusal.message}</Alert>}
            <PasswordField
                name="password"
                label={translate('secondFactor.disable.password')}
                value={password}
                onChange={value => {
                    setPassword(value);
                    setRefusal(undefined);
                }}
                error={refusal?.atPassword}
                helperText={refusal?.atPassword ? refusal.message : ' '}
                autoFocus
            />
            <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" color="warning" disabled={pending}>
                    {translate('secondFactor.disable.confirm')}
                </Button>
                <Button onClick={onCancel} disabled={pending}>
                    {translate('secondFactor.cancel')}
                </Button>
            </Stack>
        </Stack>
    );
};
