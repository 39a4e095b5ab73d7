import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LanguageChoices } from './LanguageChoices';

/** Switches the UI language; the choice is kept in cookie `language`. */
export const LanguageMenu = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <Tooltip title={translate('topbar.language')}>
                <IconButton
                    color={color}
                    aria-label={translate('topbar.language')}
                    onClick={event => setAnchor(event.currentTarget)}
                >
                    <TranslateIcon />
                </IconButton>
            </Tooltip>
            <LanguageChoices anchor={anchor} onClose={() => setAnchor(null)} />
        </>
    );
};
