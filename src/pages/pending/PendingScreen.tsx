import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useLocation, useTranslate } from 'react-admin';
import { findRoute } from '../../../common/routes';

/** A screen whose own issue has not filled it yet: its title, and a plain word about it. */
const PendingScreen = () => {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const title = translate(`route.${findRoute(pathname)?.title ?? 'home'}`);
    return (
        <Card sx={{ mt: 2, maxWidth: 720, mx: 'auto' }}>
            <Title title={title} />
            <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <ConstructionIcon color="disabled" fontSize="large" />
                    <div>
                        <Typography variant="h5" component="h1" gutterBottom>
                            {title}
                        </Typography>
                        <Typography color="text.secondary">{translate('pages.pending')}</Typography>
                    </div>
                </Stack>
            </CardContent>
        </Card>
    );
};

export default PendingScreen;
