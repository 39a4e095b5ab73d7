import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ContactFields, ContactResultDialog, useContactForm } from '../../../components/contact';
import { SectionCard } from '../../../components/SectionCard';
import { usePortalConfig } from '../../../providers/portalConfig';
import { FaqSection } from './FaqSection';

/**
 * `/support`: the support phone and hours, the questions the user's role asks most (searchable),
 * and the Contact Us form inline, behaving as the top bar's dialog does.
 */
export const SupportPage = () => {
    const translate = useTranslate();
    const { supportPhone, profile } = usePortalConfig();
    return (
        <Box
            sx={{
                mt: 2,
                mb: 4,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
                alignItems: 'start',
            }}
        >
            <Title title="route.support" />
            <Stack spacing={2}>
                <SectionCard title={translate('supportPage.callTitle')}>
                    <Typography gutterBottom>{translate('support.call')}</Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                        <PhoneIcon color="primary" />
                        <Link
                            href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}
                            variant="h6"
                            sx={{ color: 'primary.dark' }}
                        >
                            {supportPhone}
                        </Link>
                    </Stack>
                    <Typography color="text.secondary">{translate(`supportPage.hours.${profile}`)}</Typography>
                </SectionCard>
                <FaqSection />
            </Stack>
            <InlineContactForm />
        </Box>
    );
};

/** The Contact Us form on the page: it stays in place on Send; the outcome opens the dialog's result box. */
const InlineContactForm = () => {
    const translate = useTranslate();
    const form = useContactForm();
    const send = () => {
        if (form.canSend()) void form.send();
    };
    return (
        <SectionCard title={translate('supportPage.contactTitle')}>
            <Typography color="text.secondary" gutterBottom>
                {translate('contact.title')}
            </Typography>
            <ContactFields form={form} />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
                <Button variant="contained" onClick={send} disabled={!form.complete || form.sending}>
                    {translate(form.sending ? 'supportPage.sent' : 'contact.send')}
                </Button>
            </Stack>
            <ContactResultDialog form={form} />
        </SectionCard>
    );
};
