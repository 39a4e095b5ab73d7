import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { usePortalConfig } from '../providers/portalConfig';

/**
 * The look of every public page (sign-in, registration, activation, password reset, e-mail
 * confirmation): a card on the theme's gradient with the product title and the language menu.
 * Given `onSubmit`, the card is the page's form.
 */
export const PublicPage = ({
    title,
    intro,
    onSubmit,
    maxWidth = 420,
    children,
}: {
    title?: ReactNode;
    intro?: ReactNode;
    onSubmit?: (event: FormEvent) => void;
    maxWidth?: number;
    children?: ReactNode;
}) => {
    const translate = useTranslate();
    const { profile } = usePortalConfig();
    const form = onSubmit ? { component: 'form' as const, onSubmit, noValidate: true } : {};
    return (
        <Box
            component="main"
            sx={{
                minHeight: '100vh',
                display: 'grid',
                placeItems: 'center',
                p: 2,
                background: theme =>
                    `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
            }}
        >
            <Card {...form} sx={{ width: '100%', maxWidth }} elevation={8}>
                <CardContent sx={{ p: 4 }}>
                    <Stack spacing={2.5}>
                        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                            <LocalHospitalIcon color="primary" fontSize="large" />
                            <Typography variant="h6" component="p" color="primary" sx={{ flexGrow: 1 }}>
                                {translate(`app.title.${profile}`)}
                            </Typography>
                            <LanguageButton />
                        </Stack>
                        {title && (
                            <div>
                                <Typography variant="h4" component="h1">
                                    {title}
                                </Typography>
                                {intro && <Typography color="text.secondary">{intro}</Typography>}
                            </div>
                        )}
                        {children}
                    </Stack>
                </CardContent>
            </Card>
        </Box>
    );
};

/**
 * The language menu, light: a native tooltip, and the choices load on the first click, which
 * keeps them out of what the login page loads.
 */
const LanguageButton = () => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [opened, setOpened] = useState(false);
    return (
        <>
            <IconButton
                color="primary"
                aria-label={translate('topbar.language')}
                title={translate('topbar.language')}
                onClick={event => {
                    setAnchor(event.currentTarget);
                    setOpened(true);
                }}
            >
                <TranslateIcon />
            </IconButton>
            {opened && (
                <Suspense fallback={null}>
                    <LanguageChoices anchor={anchor} onClose={() => setAnchor(null)} />
                </Suspense>
            )}
        </>
    );
};

const LanguageChoices = lazy(() => import('./LanguageChoices').then(module => ({ default: module.LanguageChoices })));
