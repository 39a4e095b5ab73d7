import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { AppBar, TitlePortal, useTranslate } from 'react-admin';
import { LanguageMenu } from '../components/LanguageMenu';
import { usePortalConfig } from '../providers/portalConfig';
import { useRoles } from '../providers/session';
import { useUserInfo } from '../providers/useUserInfo';
import { SessionProviderBadge } from '../features/sso/SessionProviderBadge';
import { ContactDialog } from './dialogs/ContactDialog';
import { SupportDialog } from './dialogs/SupportDialog';
import { AdminMenu } from './topbar/AdminMenu';
import { ErrorLogButton } from './topbar/ErrorLogButton';
import { RouteSearch } from './topbar/RouteSearch';
import { SizeMenu } from './topbar/SizeMenu';
import { UserMenu } from './topbar/UserMenu';

/**
 * The top bar: page title, route search, error log, size and language, the
 * admins' menu, the greeting with the user's details, and the user menu with its dialogs.
 */
export const TopBar = ({ alwaysOn }: { alwaysOn?: boolean }) => {
    const [dialog, setDialog] = useState<'contact' | 'support' | null>(null);
    const close = () => setDialog(null);
    return (
        <>
            <AppBar
                color="primary"
                alwaysOn={alwaysOn}
                toolbar={<Tools />}
                userMenu={<UserMenu onContact={() => setDialog('contact')} onSupport={() => setDialog('support')} />}
            >
                <TitlePortal />
            </AppBar>
            <ContactDialog open={dialog === 'contact'} onClose={close} />
            <SupportDialog open={dialog === 'support'} onClose={close} />
        </>
    );
};

/** Search, error log and size are desktop tools; the language and the greeting stay. */
const Tools = () => (
    <>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}>
            <RouteSearch />
            <ErrorLogButton />
            <SizeMenu />
        </Box>
        <LanguageMenu />
        <AdminMenu />
        <Greeting />
    </>
);

/** 'Hello, First Last' over the role's detail and the organisation type. */
const Greeting = () => {
    const translate = useTranslate();
    const detail = useRoleDetail();
    const { data: info } = useUserInfo();
    if (!info) return null;
    return (
        <Box sx={{ textAlign: 'right', mx: 1, lineHeight: 1.2, display: { xs: 'none', sm: 'block' } }}>
            <Typography variant="body2" component="div" sx={{ fontWeight: 600 }} data-testid="greeting">
                {translate('topbar.greeting', { name: `${info.firstName} ${info.lastName}`.trim() })}
            </Typography>
            <Typography variant="caption" component="div">
                {[detail, translate(`orgTypes.${info.userType.orgType}`, { _: info.userType.orgType })]
                    .filter(Boolean)
                    .join(' · ')}
            </Typography>
            <SessionProviderBadge />
        </Box>
    );
};

/** Provider id for providers, plan name for health plans, product name for admins. */
const useRoleDetail = () => {
    const translate = useTranslate();
    const { profile } = usePortalConfig();
    const roles = useRoles();
    const { data: info } = useUserInfo();
    if (!info) return '';
    if (roles.includes('admin')) return translate(`app.title.${profile}`);
    if (roles.includes('provider') && info.providerId) {
        return translate('topbar.providerId', { id: info.providerId });
    }
    if (roles.includes('healthplan')) return info.planName;
    return '';
};
