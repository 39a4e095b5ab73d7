import Cookies from 'js-cookie';
import {
    DEFAULT_SETTINGS,
    DEFAULT_SIZE,
    SIZES,
    THEME_SWATCHES,
    type PortalSettings,
    type UiSize,
} from '../config/settings';
import { createExternalStore, useExternalStore } from '../lib/externalStore';

/**
 * The user's interface preferences, kept in the browser outside react-admin's Store (which a
 * sign-out empties): settings in localStorage, size and sidebar state in cookies.
 */
const SETTINGS_KEY = 'portalSettings';
const SIZE_COOKIE = 'size';
const SIDEBAR_COOKIE = 'sidebarStatus';
const COOKIE_OPTIONS = { expires: 365, sameSite: 'strict' } as const;

/** Stored settings over the defaults; anything unknown or malformed is ignored. */
export const readSettings = (raw: string | null): PortalSettings => {
    let stored: Record<string, unknown> = {};
    try {
        const parsed: unknown = JSON.parse(raw ?? '{}');
        if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
    } catch {
        // A damaged entry falls back to the defaults.
    }
    const settings: PortalSettings = { ...DEFAULT_SETTINGS };
    for (const key of ['showSettings', 'tagsView', 'fixedHeader', 'sidebarLogo', 'supportPinyinSearch'] as const) {
        if (typeof stored[key] === 'boolean') settings[key] = stored[key];
    }
    if (typeof stored.themeColor === 'string' && (THEME_SWATCHES as readonly string[]).includes(stored.themeColor)) {
        settings.themeColor = stored.themeColor;
    }
    return settings;
};

const settingsStore = createExternalStore<PortalSettings>(readSettings(localStorage.getItem(SETTINGS_KEY)));

export const useSettings = () => useExternalStore(settingsStore);

export const changeSetting = <K extends keyof PortalSettings>(key: K, value: PortalSettings[K]) => {
    const next = { ...settingsStore.get(), [key]: value };
    settingsStore.set(next);
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
};

const readSize = (): UiSize => {
    const stored = Cookies.get(SIZE_COOKIE);
    return (SIZES as readonly string[]).includes(stored ?? '') ? (stored as UiSize) : DEFAULT_SIZE;
};

const sizeStore = createExternalStore<UiSize>(readSize());

export const useSize = () => useExternalStore(sizeStore);

export const changeSize = (size: UiSize) => {
    Cookies.set(SIZE_COOKIE, size, COOKIE_OPTIONS);
    sizeStore.set(size);
};

/** The desktop sidebar's open state; no cookie yet means open (vue-element-admin's rule). */
export const readSidebarOpen = () => {
    const stored = Cookies.get(SIDEBAR_COOKIE);
    return stored === undefined ? true : stored === '1';
};

export const storeSidebarOpen = (open: boolean) => Cookies.set(SIDEBAR_COOKIE, open ? '1' : '0', COOKIE_OPTIONS);
