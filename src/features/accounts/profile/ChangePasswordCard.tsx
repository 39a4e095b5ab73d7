import { Alert, Button, Card, CardActions, CardContent, CardHeader, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isAcceptablePassword, NewPasswordField } from '../../../components/NewPasswordField';
import { PasswordField } from '../../../components/PasswordField';
import { profileApi } from '../profileApi';
import { isPasswordRefusal, refusalCode, refusalText } from '../../../providers/refusals';
import type { UserInfo } from '../../../../common/contract/profile';
import { sessionsKey } from './SessionsCard';

/** Change one's password: the current one first, the new one under the live rules. */
export const ChangePasswordCard = ({ profile }: { profile: UserInfo }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [current, setCurrent] = useState('');
    const [next, setNext] = useState('');
    const [submitted, setSubmitted] = useState(false);
    const [pending, setPending] = useState(false);
    const [refusal, setRefusal] = useState<{ field?: 'current' | 'next'; message: string }>();
    const context = {
        username: profile.userName,
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
    };

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        setRefusal(undefined);
        if (!current || !isAcceptablePassword(next, context)) return;
        setPending(true);
        try {
            const message = await profileApi.changePassword(current, next);
            notify(message, { type: 'success', messageArgs: { _: message } });
            setCurrent('');
            setNext('');
            setSubmitted(false);
            // The other sessions have ended.
            await queryClient.invalidateQueries({ queryKey: sessionsKey });
        } catch (error) {
            const message = refusalText(error, translate);
            if (isPasswordRefusal(error, translate)) setRefusal({ field: 'next', message });
            else if (refusalCode(error) === 400) setRefusal({ field: 'current', message });
            else setRefusal({ message });
        } finally {
            setPending(false);
        }
    };

    const currentProblem =
        refusal?.field === 'current'
            ? refusal.message
            : submitted && !current
              ? translate('profile.password.currentRequired')
              : undefined;
    return (
        <Card component="form" onSubmit={submit} noValidate aria-labelledby="profile-password">
            <CardHeader
                title={translate('profile.password.title')}
                subheader={translate('account.password.othersEnd')}
                slotProps={{ title: { id: 'profile-password', variant: 'h6', component: 'h2' } }}
            />
            <CardContent>
                <Stack spacing={1} sx={{ maxWidth: 480 }}>
                    {refusal && !refusal.field && <Alert severity="error">{refusal.message}</Alert>}
                    <PasswordField
                        name="current-password"
                        label={translate('profile.password.current')}
                        value={current}
                        onChange={value => {
                            setCurrent(value);
                            if (refusal?.field === 'current') setRefusal(undefined);
                        }}
                        error={Boolean(currentProblem)}
                        helperText={currentProblem ?? ' '}
                    />
                    <NewPasswordField
                        value={next}
                        onChange={value => {
                            setNext(value);
                            if (refusal?.field === 'next') setRefusal(undefined);
                        }}
                        context={context}
                        showError={submitted}
                        refusal={refusal?.field === 'next' ? refusal.message : undefined}
                    />
                </Stack>
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
                <Button type="submit" variant="contained" disabled={pending}>
                    {translate('profile.password.submit')}
                </Button>
            </CardActions>
        </Card>
    );
};
