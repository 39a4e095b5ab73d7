import { createContext, useContext } from 'react';
import type { Profile } from '../../common/profiles';
import { http } from './httpClient';

/** `GET /api/portal/config` (design.md §4): what one build needs to serve either profile. */
export interface PortalConfig {
    title: string;
    profile: Profile;
    roles: { id: string; label: string }[];
    themeColor: string;
    supportPhone: string;
    contactEmail: string;
    chatWidget: { scriptUrl: string; origin: string } | null;
    session: { idleMinutes: number; maxHours: number };
}

/** Loaded before the app renders; the caller shows its own screen when the server is down. */
export const fetchPortalConfig = async (): Promise<PortalConfig> =>
    (await http.get('/api/portal/config', { silent: true })).data.data;

export const PortalConfigContext = createContext<PortalConfig | null>(null);

export const usePortalConfig = (): PortalConfig => {
    const config = useContext(PortalConfigContext);
    if (!config) throw new Error('usePortalConfig must be used inside <PortalConfigContext>');
    return config;
};
