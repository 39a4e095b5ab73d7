/**
 * Settings defaults and the choices the settings drawer offers. Pure data.
 */
export interface PortalSettings {
    /** Theme colour; absent = the profile's default colour. */
    themeColor?: string;
    showSettings: boolean;
    tagsView: boolean;
    fixedHeader: boolean;
    sidebarLogo: boolean;
    supportPinyinSearch: boolean;
}

export const DEFAULT_SETTINGS: PortalSettings = {
    showSettings: true,
    tagsView: false,
    fixedHeader: false,
    sidebarLogo: false,
    supportPinyinSearch: true,
};

/** The swatches of the original theme picker. */
export const THEME_SWATCHES = [
    '#409EFF',
    '#1890ff',
    '#304156',
    '#212121',
    '#11a983',
    '#13c2c2',
    '#6959CD',
    '#f5222d',
] as const;

/** UI density, kept in cookie `size`. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type UiSize = (typeof SIZES)[number];
export const DEFAULT_SIZE: UiSize = 'medium';

/** Build modes in which uncaught UI errors are collected into the error log. */
export const ERROR_LOG_MODES: readonly string[] = ['production'];
