import { z } from 'zod';
import { PROFILES } from '../profiles';

/** Public facts the SPA needs before anyone signs in: one build serves either profile. */
export const portalConfigSchema = z
    .object({
        title: z.string().describe("Product title in the caller's language"),
        profile: z.enum(PROFILES),
        roles: z.array(z.object({ id: z.string(), label: z.string() })),
        themeColor: z.string().describe('Default theme colour of the profile'),
        supportPhone: z.string(),
        contactEmail: z.string().describe('Fixed To address of the contact form'),
        chatWidget: z
            .object({
                scriptUrl: z.string().describe('The chat widget script to load on the layout (CHAT_WIDGET_URL)'),
                origin: z.string().describe("The script's origin, which the Content-Security-Policy allows"),
            })
            .nullable()
            .describe('Null when no chat widget is configured'),
        session: z.object({ idleMinutes: z.number(), maxHours: z.number() }),
    })
    .meta({ id: 'PortalConfig' });
export type PortalConfig = z.infer<typeof portalConfigSchema>;
