import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Accordion, AccordionDetails, AccordionSummary, InputAdornment, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../../components/SectionCard';
import { faqKeysFor } from './faq';
import { useRoles } from '../../../providers/session';

/** The questions for everyone and for the user's role, filtered as the user types. */
export const FaqSection = () => {
    const translate = useTranslate();
    const roles = useRoles();
    const [query, setQuery] = useState('');
    const entries = faqKeysFor(roles).map(key => ({
        key,
        question: translate(`${key}.question`),
        answer: translate(`${key}.answer`),
    }));
    const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
    const shown = entries.filter(entry => {
        const text = `${entry.question} ${entry.answer}`.toLocaleLowerCase();
        return words.every(word => text.includes(word));
    });
    return (
        <SectionCard title={translate('supportPage.faqTitle')}>
            <TextField
                type="search"
                value={query}
                onChange={event => setQuery(event.target.value)}
                label={translate('supportPage.faqSearch')}
                fullWidth
                sx={{ mb: 2 }}
                slotProps={{
                    input: {
                        startAdornment: (
                            <InputAdornment position="start">
                                <SearchIcon />
                            </InputAdornment>
                        ),
                    },
                }}
            />
            {shown.length === 0 && (
                <Typography role="status">{translate('supportPage.faqNone', { query: query.trim() })}</Typography>
            )}
            {shown.map(entry => (
                <Accordion key={entry.key} disableGutters>
                    <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                        <Typography component="h3">{entry.question}</Typography>
                    </AccordionSummary>
                    <AccordionDetails>
                        <Typography color="text.secondary">{entry.answer}</Typography>
                    </AccordionDetails>
                </Accordion>
            ))}
        </SectionCard>
    );
};
