import { enUS, esES, jaJP, zhCN } from '@mui/x-data-grid/locales';
import type { Locale } from '../../../i18n/types';

const LOCALES = { en: enUS, zh: zhCN, es: esES, ja: jaJP } as const;

/** The data grid's own texts (menus, filter panel, pagination) in the UI language. */
export const gridLocaleText = (locale: Locale) => LOCALES[locale].components.MuiDataGrid.defaultProps.localeText;
