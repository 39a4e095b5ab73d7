import { createContext, useContext } from 'react';
import type { Ok } from '../../common/contract/envelope';
import type { PortalConfig } from '../../common/contract/portal';
import { PAGE_CONFIG_ID } from '../../common/pageConfig';
import { api } from './httpClient';

/**
 * Loaded before the app renders: the copy the served page carries, else (the development
 * server's page carries none) from the API. The caller shows its own screen when the server is
 * down.
 */
export const fetchPortalConfig = async (): Promise<PortalConfig> => {
    const carried = document.getElementById(PAGE_CONFIG_ID)?.textContent;
    if (carried) return JSON.parse(carried) as PortalConfig;
    return (await api.get<Ok<PortalConfig>>('/api/portal/config', { silent: true })).data;
};

export const PortalConfigContext = createContext<PortalConfig | null>(null);

export const usePortalConfig = (): PortalConfig => {
    const config = useContext(PortalConfigContext);
    if (!config) throw new Error('usePortalConfig must be used inside <PortalConfigContext>');
    return config;
};
