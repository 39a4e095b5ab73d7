import { z } from 'zod';
import { PASSWORD_FIELD_MAX } from '../validation/passwordPolicy';

/** Sign-in (with its second-factor step), the session's roles and screens, and sign-out. */

/** Longest username a sign-in may carry (registration allows 50; older accounts may be longer). */
export const USERNAME_FIELD_MAX = 150;

export const credentialsSchema = z
    .object({
        username: z.string().trim().min(1).max(USERNAME_FIELD_MAX).describe('Surrounding spaces are ignored'),
        password: z.string().min(1).max(PASSWORD_FIELD_MAX).describe('Sent as typed'),
    })
    .strict()
    .meta({
        id: 'Credentials',
        examples: [{ username: 'provider', password: 'Demo-Password-2026' }],
    });
export type Credentials = z.infer<typeof credentialsSchema>;

/** The original form of the call: the credentials as query parameters. */
export const legacyCredentialsQuery = z.object({
    username: z.string().trim().min(1).max(USERNAME_FIELD_MAX).optional(),
    password: z.string().min(1).max(PASSWORD_FIELD_MAX).optional(),
});

export const tokenSchema = z.object({ token: z.string() });
export type TokenAnswer = z.infer<typeof tokenSchema>;

/** A sign-in's first answer: a token, or a challenge to complete with a second-factor code. */
export const loginAnswerSchema = z.union([
    tokenSchema,
    z.object({ totpRequired: z.literal(true), challenge: z.string() }),
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const secondFactorCodeSchema = z
    .object({ challenge: z.string().min(10).max(200), code: z.string().trim().min(6).max(20) })
    .strict()
    .meta({ id: 'SecondFactorCode', examples: [{ challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U', code: '492039' }] });
export type SecondFactorCode = z.infer<typeof secondFactorCodeSchema>;

/** `?token=`: the original form of passing the token, besides the `X-Token` header. */
export const tokenQuery = z.object({ token: z.string().max(200).optional() });

/** `GET /api/user/info`: what the menus are built from. */
export const sessionInfoSchema = z
    .object({
        roles: z.array(z.string()).min(1),
        name: z.string(),
        avatar: z.string(),
        introduction: z.string(),
        screens: z.array(z.string()).describe('Paths of the screens the session may open, grants applied'),
        secondFactor: z.object({
            enabled: z.boolean(),
            required: z.boolean(),
            setupRequired: z.boolean().describe('Required for the role but not set up yet: only the set-up is open'),
        }),
    })
    .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
