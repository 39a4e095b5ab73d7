import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, Title, useGetOne, useParams, useTranslate } from 'react-admin';
import { DateTime, TimeAgo } from '../../../components/TimeAgo';
import type { UserRecord } from '../../../../common/contract/users';
import { USER_PROFILES_PATH } from '../../../../common/routes';
import { UserAuditTrail } from './UserAuditTrail';
import { UserStatusActions } from './UserActions';
import { UserSessions } from './UserSessions';
import { UserStatusChip } from './UserStatusChip';
import { fullName } from './userStatus';

/** `/audits/:id`, one user's page: the profile, the account actions, the sessions and the trail. */
export const UserShow = () => {
    const translate = useTranslate();
    const { id = '' } = useParams();
    const { data: user, error } = useGetOne<UserRecord>(
        'users',
        { id },
        // Each read of another user's record is audited as a view: no re-reads on window focus.
        { enabled: id !== '', refetchOnWindowFocus: false }
    );
    return (
        <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
            <Title title="route.userDetail" />
            <Box>
                <Button component={LinkBase} to={USER_PROFILES_PATH} startIcon={<ArrowBackIcon />}>
                    {translate('users.back')}
                </Button>
            </Box>
            {error ? (
                <Alert severity="error">{error.message}</Alert>
            ) : !user ? (
                <LinearProgress aria-label={translate('ra.page.loading')} />
            ) : (
                <>
                    <UserProfileCard user={user} />
                    <UserSessions user={user} />
                    <Card>
                        <CardHeader
                            title={translate('users.trail')}
                            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
                        />
                        <UserAuditTrail userId={user.id} />
                    </Card>
                </>
            )}
        </Stack>
    );
};

const UserProfileCard = ({ user }: { user: UserRecord }) => {
    const translate = useTranslate();
    const organisation = [translate(`orgTypes.${user.orgType}`, { _: user.orgType }), user.orgName]
        .filter(Boolean)
        .join(' · ');
    return (
        <Card>
            <CardContent>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
                    <Typography variant="h5" component="h1">
                        {fullName(user)}
                    </Typography>
                    <UserStatusChip status={user.status} size="medium" />
                    <Box sx={{ flex: 1 }} />
                    <UserStatusActions user={user} />
                </Stack>
                <Box
                    component="dl"
                    sx={{
                        display: 'grid',
                        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                        columnGap: 3,
                        rowGap: 1,
                        m: 0,
                    }}
                >
                    <Detail label={translate('users.fields.role')}>
                        {translate(`roles.${user.role}`, { _: user.role })}
                    </Detail>
                    <Detail label={translate('users.fields.organisation')}>{organisation}</Detail>
                    {user.providerId && <Detail label={translate('users.fields.providerId')}>{user.providerId}</Detail>}
                    {user.planName && <Detail label={translate('users.fields.planName')}>{user.planName}</Detail>}
                    <Detail label={translate('users.fields.email')}>{user.email}</Detail>
                    <Detail label={translate('users.fields.username')}>{user.username}</Detail>
                    <Detail label={translate('users.fields.createdAt')}>
                        <DateTime time={user.createdAt} />
                    </Detail>
                    <Detail label={translate('users.fields.lastLoginAt')}>
                        <TimeAgo time={user.lastLoginAt} empty={translate('users.never')} />
                    </Detail>
                </Box>
            </CardContent>
        </Card>
    );
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
    <>
        <Typography component="dt" variant="body2" color="text.secondary">
            {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {children}
        </Typography>
    </>
);
