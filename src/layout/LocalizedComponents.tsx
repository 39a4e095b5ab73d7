import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Material's own labels that react-admin leaves in English — the pager's buttons at phone width
 * and the landmark around the page buttons — in the user's language, from the portal's catalogs.
 * Rebuilt when the language changes, since the theme carries them.
 */
export const LocalizedComponents = ({ children }: { children: ReactNode }) => {
    const translate = useTranslate();
    const localized = useCallback(
        (outer: Theme) =>
            createTheme(outer, {
                components: {
                    MuiTablePagination: {
                        defaultProps: { getItemAriaLabel: (type: string) => translate(`ra.navigation.${type}`) },
                    },
                    MuiPagination: { defaultProps: { 'aria-label': translate('app.pagination') } },
                },
            }),
        [translate]
    );
    return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
};
