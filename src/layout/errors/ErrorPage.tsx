import { Box, Button, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';

/** The 404 and 401 pages: the code, what happened, and a way home. */
const ErrorPage = ({ kind }: { kind: 'notFound' | 'unauthorized' }) => {
    const translate = useTranslate();
    return (
        <Box
            component="main"
            sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
        >
            <div>
                <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
                    {translate(`pages.${kind}.heading`)}
                </Typography>
                <Typography variant="h5" component="h1" gutterBottom>
                    {translate(`pages.${kind}.message`)}
                </Typography>
                <Button component={LinkBase} to="/" variant="contained" sx={{ mt: 2 }}>
                    {translate(`pages.${kind}.back`)}
                </Button>
            </div>
        </Box>
    );
};

export const NotFoundPage = () => <ErrorPage kind="notFound" />;
export const UnauthorizedPage = () => <ErrorPage kind="unauthorized" />;
