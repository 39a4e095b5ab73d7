import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ColumnDefinitionInput } from '../../../common/contract/directory';
import { LOCALES, type Locale } from '../../../i18n/types';

type Texts = ColumnDefinitionInput['label'];

/**
 * `texts` with `language` set to `value`. A blank translation is left out, so the server and the
 * grid fall back to the English text; English itself is kept even when blank, so the server's
 * refusal names the missing field.
 */
const withText = <T extends Partial<Texts>>(texts: T, language: Locale, value: string): T => {
    const next: T = { ...texts, [language]: value };
    if (language !== 'en' && !value.trim()) delete next[language];
    return next;
};

/** Help is optional: it goes away when no language has any, and otherwise needs its English text. */
const helpOf = (texts: Partial<Texts>): ColumnDefinitionInput['help'] =>
    Object.values(texts).some(text => text?.trim()) ? { ...texts, en: texts.en ?? '' } : undefined;

/**
 * What a blank translation shows instead (the English text, as the grid will): its placeholder,
 * with the field's name kept above it so the two do not overlap.
 */
const fallback = (texts: Partial<Texts>, language: Locale) =>
    language !== 'en' && texts.en?.trim() ? { placeholder: texts.en, slotProps: { inputLabel: { shrink: true } } } : {};

/** The admin's language first, then the others in the catalog's order. */
const ordered = (locale: Locale) => [locale, ...LOCALES.filter(language => language !== locale)];

/** The column's label in the admin's own language: the one field shown before expanding. */
export const LabelField = ({
    column,
    locale,
    onChange,
}: {
    column: ColumnDefinitionInput;
    locale: Locale;
    onChange: (patch: Partial<ColumnDefinitionInput>) => void;
}) => {
    const translate = useTranslate();
    return (
        <TextField
            size="small"
            fullWidth={false}
            sx={{ flex: { md: '2 1 200px' } }}
            label={translate('directoryColumns.ui.label', {
                language: translate(`directoryColumns.languages.${locale}`),
            })}
            value={column.label[locale] ?? ''}
            {...fallback(column.label, locale)}
            required={locale === 'en'}
            error={locale === 'en' && !column.label.en.trim()}
            onChange={event => onChange({ label: withText(column.label, locale, event.target.value) })}
        />
    );
};

/**
 * The labels in the other three languages and the help text in all four, behind one toggle so
 * that a table of many columns stays short. It opens by itself while the English label, which
 * the server requires, is blank.
 */
export const OtherLanguages = ({
    column,
    locale,
    name,
    onChange,
}: {
    column: ColumnDefinitionInput;
    locale: Locale;
    name: string;
    onChange: (patch: Partial<ColumnDefinitionInput>) => void;
}) => {
    const translate = useTranslate();
    const id = useId();
    const [expanded, setExpanded] = useState(false);
    const open = expanded || !column.label.en.trim();
    const help: Partial<Texts> = column.help ?? {};
    const helpNeedsEnglish = Object.values(help).some(text => text?.trim()) && !help.en?.trim();
    const field = (kind: 'label' | 'help', language: Locale) => {
        const texts: Partial<Texts> = kind === 'label' ? column.label : help;
        const english = language === 'en' && (kind === 'label' || helpNeedsEnglish);
        return (
            <TextField
                key={`${kind}-${language}`}
                size="small"
                fullWidth
                multiline={kind === 'help'}
                label={translate(`directoryColumns.ui.${kind}`, {
                    language: translate(`directoryColumns.languages.${language}`),
                })}
                value={texts[language] ?? ''}
                {...fallback(texts, language)}
                required={english}
                error={english && !texts.en?.trim()}
                onChange={event => {
                    const next = withText(texts, language, event.target.value);
                    onChange(kind === 'label' ? { label: { ...next, en: next.en ?? '' } } : { help: helpOf(next) });
                }}
            />
        );
    };
    return (
        <Box sx={{ mt: 1 }}>
            <Button
                size="small"
                aria-expanded={open}
                aria-controls={open ? id : undefined}
                aria-label={translate('directoryColumns.ui.otherLanguagesOf', { name })}
                startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                onClick={() => setExpanded(!open)}
            >
                {translate('directoryColumns.ui.otherLanguages')}
            </Button>
            <Collapse in={open} unmountOnExit>
                <Stack id={id} spacing={1} sx={{ mt: 1 }}>
                    {ordered(locale).map(language => (
                        <Stack key={language} direction={{ xs: 'column', md: 'row' }} spacing={1}>
                            {language !== locale && field('label', language)}
                            {field('help', language)}
                        </Stack>
                    ))}
                </Stack>
            </Collapse>
        </Box>
    );
};
