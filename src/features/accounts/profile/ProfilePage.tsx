import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Title, useLocation, useTranslate } from 'react-admin';
import { profileApi, profileQueryKey } from '../profileApi';
import { refusalText } from '../../../providers/refusals';
import type { UserInfo } from '../../../../common/contract/profile';
import { getUserInfo } from '../../../providers/session';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ProfileForm } from './ProfileForm';
import { SecondFactorCard, secondFactorKey } from './SecondFactorCard';
import { SessionsCard } from './SessionsCard';

/** Where the profile opened with `?userId=` is remembered for the tab. */
export const PROFILE_ID_KEY = 'userProfileId';

/**
 * `/userProfile`: one's profile, password, sessions and second factor; an admin
 * opens anyone's profile with `?userId=` (the server refuses it to others). A role that
 * requires a second factor not set up yet sees only its set-up.
 */
export const ProfilePage = () => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const userId = new URLSearchParams(useLocation().search).get('userId') ?? undefined;
    const own = !userId || userId === getUserInfo()?.userId;

    useEffect(() => {
        // Decision: opening the page without `userId` (one's own profile) forgets the last one.
        if (userId) sessionStorage.setItem(PROFILE_ID_KEY, userId);
        else sessionStorage.removeItem(PROFILE_ID_KEY);
    }, [userId]);

    const key = profileQueryKey(own ? undefined : userId);
    const profile = useQuery({
        queryKey: key,
        queryFn: () => profileApi.getProfile(own ? undefined : userId),
        // Reading another user's profile is audited as a view: no re-reads on focus.
        refetchOnWindowFocus: false,
        retry: false,
    });
    const secondFactor = useQuery({ queryKey: secondFactorKey, queryFn: profileApi.secondFactor, enabled: own });
    const setupRequired = own && secondFactor.data?.required === true && !secondFactor.data.enabled;

    return (
        <Stack spacing={2} sx={{ mt: 2, mb: 4, maxWidth: 960 }}>
            <Title title="route.userProfile" />
            <Typography variant="h5" component="h1">
                {profile.data
                    ? translate(own ? 'profile.headingOwn' : 'profile.headingOther', { name: fullName(profile.data) })
                    : translate('route.userProfile')}
            </Typography>
            {profile.error && <Alert severity="error">{refusalText(profile.error, translate)}</Alert>}
            {(profile.isPending || (own && secondFactor.isPending)) && !profile.error && (
                <LinearProgress aria-label={translate('ra.page.loading')} />
            )}
            {setupRequired && <Alert severity="warning">{translate('secondFactor.setupRequired')}</Alert>}
            {profile.data && !setupRequired && (own ? !secondFactor.isPending : true) && (
                <ProfileForm
                    // A new address confirmed from its e-mail link starts the form afresh.
                    key={`${profile.data.userId} ${profile.data.email}`}
                    profile={profile.data}
                    own={own}
                    onSaved={user => queryClient.setQueryData<UserInfo>(key, user)}
                />
            )}
            {own && profile.data && !setupRequired && (
                <>
                    <ChangePasswordCard profile={profile.data} />
                    <SessionsCard />
                </>
            )}
            {own && secondFactor.data && <SecondFactorCard status={secondFactor.data} />}
        </Stack>
    );
};

const fullName = (info: UserInfo) => `${info.firstName} ${info.lastName}`.trim() || info.userName;
