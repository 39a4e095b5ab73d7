import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { lazy, Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A password input with show/hide and a caps-lock warning; paste and password managers are
 * welcome (NIST SP 800-63B asks that both be allowed).
 */
export const PasswordField = ({
    label,
    value,
    onChange,
    error = false,
    helperText = ' ',
    name = 'password',
    autoComplete = 'current-password',
    autoFocus,
}: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    error?: boolean;
    helperText?: ReactNode;
    name?: string;
    autoComplete?: string;
    autoFocus?: boolean;
}) => {
    const translate = useTranslate();
    const [visible, setVisible] = useState(false);
    const [capsLock, setCapsLock] = useState(false);
    const watchCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));
    return (
        <Stack spacing={1}>
            <TextField
                name={name}
                type={visible ? 'text' : 'password'}
                label={label}
                autoComplete={autoComplete}
                autoFocus={autoFocus}
                value={value}
                onChange={event => onChange(event.target.value)}
                onKeyUp={watchCapsLock}
                onKeyDown={watchCapsLock}
                error={error}
                helperText={helperText}
                slotProps={{
                    input: {
                        endAdornment: (
                            <InputAdornment position="end">
                                <IconButton
                                    aria-label={translate(visible ? 'login.hidePassword' : 'login.showPassword')}
                                    onClick={() => setVisible(!visible)}
                                    edge="end"
                                >
                                    {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                                </IconButton>
                            </InputAdornment>
                        ),
                    },
                }}
            />
            {capsLock && (
                <Suspense fallback={null}>
                    <Alert severity="warning">{translate('login.capsLock')}</Alert>
                </Suspense>
            )}
        </Stack>
    );
};

/** Shown only when caps lock is on: loaded then, which keeps it out of the login page's bundle. */
const Alert = lazy(() => import('@mui/material/Alert'));
