import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A wide table's frame that scrolls sideways on a narrow screen. It is a named region that takes
 * the keyboard's focus, so a keyboard user can scroll a table that holds nothing else to focus
 * (arrow keys), and a screen reader announces what the region holds.
 */
export const ScrollRegion = ({ label, sx, children }: { label: string; sx?: SxProps<Theme>; children: ReactNode }) => (
    <Box role="region" aria-label={label} tabIndex={0} sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {children}
    </Box>
);
