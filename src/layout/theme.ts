import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { UiSize } from '../config/settings';
import { readableShade } from './contrast';

/** The sidebar is 210 px wide; under 992 px the layout is in mobile mode. */
export const SIDEBAR_WIDTH = 210;
export const MOBILE_BREAKPOINT = 992;

/** How each global size sets the density of the whole interface. */
const DENSITY: Record<UiSize, { spacing: number; fontSize: number; compact: boolean }> = {
    default: { spacing: 9, fontSize: 15, compact: false },
    medium: { spacing: 8, fontSize: 14, compact: false },
    small: { spacing: 7, fontSize: 13, compact: true },
    mini: { spacing: 6, fontSize: 12, compact: true },
};

const COMPACT_COMPONENTS = Object.fromEntries(
    [
        'MuiButton',
        'MuiIconButton',
        'MuiTextField',
        'MuiFormControl',
        'MuiChip',
        'MuiTable',
        'MuiToggleButton',
        'MuiFab',
    ].map(name => [name, { defaultProps: { size: 'small' } }])
);

/** Material's light palette, whose warning, info and success shades are too light for white text. */
const STATUS_COLOURS = { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' };

/** A palette entry that carries white text and reads as text on the light surfaces. */
const readable = (colour: string) => ({ main: readableShade(colour), contrastText: '#fff' });

/**
 * react-admin's default look in the portal's colour, in the chosen size's density. Every
 * palette colour is the readable shade of the chosen one.
 */
export const createPortalTheme = (primary: string, size: UiSize = 'medium'): RaThemeOptions => {
    const density = DENSITY[size];
    return {
        ...defaultTheme,
        palette: {
            ...defaultTheme.palette,
            primary: readable(primary),
            secondary: readable('#304156'),
            ...Object.fromEntries(Object.entries(STATUS_COLOURS).map(([name, colour]) => [name, readable(colour)])),
        },
        spacing: density.spacing,
        typography: { ...defaultTheme.typography, fontSize: density.fontSize },
        sidebar: { width: SIDEBAR_WIDTH, closedWidth: 54 },
        breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
        components: {
            ...defaultTheme.components,
            ...(density.compact ? COMPACT_COMPONENTS : {}),
            MuiMenuItem: { defaultProps: { dense: density.compact } },
            // A list's buttons go on as many rows as they need: on one row, right-aligned, the first
            // ones were pushed off the left edge of a phone, out of reach.
            RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
        },
    };
};
