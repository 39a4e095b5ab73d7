import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { UiSize } from '../config/settings';

/** Spec §9: sidebar 210 px; under 992 px the layout is in mobile mode. */
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
    ['MuiButton', 'MuiIconButton', 'MuiTextField', 'MuiFormControl', 'MuiChip', 'MuiTable', 'MuiToggleButton', 'MuiFab'].map(
        name => [name, { defaultProps: { size: 'small' } }]
    )
);

/** react-admin's default look in the portal's colour, with the spec's sizes and density. */
export const createPortalTheme = (primary: string, size: UiSize = 'medium'): RaThemeOptions => {
    const density = DENSITY[size];
    return {
        ...defaultTheme,
        palette: { ...defaultTheme.palette, primary: { main: primary }, secondary: { main: '#304156' } },
        spacing: density.spacing,
        typography: { ...defaultTheme.typography, fontSize: density.fontSize },
        sidebar: { width: SIDEBAR_WIDTH, closedWidth: 54 },
        breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
        components: {
            ...defaultTheme.components,
            ...(density.compact ? COMPACT_COMPONENTS : {}),
            MuiMenuItem: { defaultProps: { dense: density.compact } },
        },
    };
};
