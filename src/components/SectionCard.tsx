import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * A card that is a named region of its page: its heading labels it for assistive technology. The
 * action sits beside the heading, not in it, so that neither the heading nor the region is named
 * after a button.
 */
export const SectionCard = ({
    title,
    action,
    children,
}: {
    title: string;
    action?: ReactNode;
    children: ReactNode;
}) => {
    const headingId = useId();
    return (
        <Card component="section" aria-labelledby={headingId}>
            <CardContent>
                <Box
                    sx={{
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'space-between',
                        gap: 1,
                        flexWrap: 'wrap',
                        mb: 1,
                    }}
                >
                    <Typography id={headingId} variant="h6" component="h2">
                        {title}
                    </Typography>
                    {action}
                </Box>
                {children}
            </CardContent>
        </Card>
    );
};
