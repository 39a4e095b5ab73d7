import { Menu, MenuItem } from '@mui/material';
import { useLocaleState, useNotify } from 'react-admin';
import { LOCALE_NAMES } from '../../i18n/loaders';
import { LOCALES, type Locale } from '../../i18n/types';
import { rememberLocale } from '../providers/i18nProvider';

/** The languages to choose from; the choice is kept in cookie `language`. */
export const LanguageChoices = ({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) => {
    const notify = useNotify();
    const [locale, setLocale] = useLocaleState();
    const choose = async (next: Locale) => {
        onClose();
        rememberLocale(next);
        await setLocale(next);
        notify('topbar.switchLanguage', { type: 'success' });
    };
    return (
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
            {LOCALES.map(code => (
                <MenuItem
                    key={code}
                    lang={code}
                    disabled={code === locale}
                    selected={code === locale}
                    onClick={() => choose(code)}
                >
                    {LOCALE_NAMES[code]}
                </MenuItem>
            ))}
        </Menu>
    );
};
