import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A card that is a named region of its page: its heading labels it for assistive technology. */
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
                <Typography
                    id={headingId}
                    variant="h6"
                    component="h2"
                    gutterBottom
                    sx={{
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'space-between',
                        gap: 1,
                        flexWrap: 'wrap',
                    }}
                >
                    {title}
                    {action}
                </Typography>
                {children}
            </CardContent>
        </Card>
    );
};
