import { z } from 'zod';
import { LOCALES } from '../../i18n/types';
import { emailField, passwordField, usernameField } from './account';
import { sessionRecordSchema } from './users';

/**
 * One's own account: the profile (admins may open anyone's with `userId`), password, sessions
 * and second factor. All need a session.
 */

export const userInfoSchema = z
    .object({
        userId: z.string(),
        userName: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        role: z.string().describe('Role of the account, e.g. healthplan'),
        userType: z
            .object({ orgType: z.string().describe('Organisation type code, e.g. health_plan') })
            .describe("The account's kind of organisation, read by clients as `userType.orgType`"),
        providerId: z.string().describe('NPI, for providers; empty otherwise'),
        providerName: z.string().describe('Practice, plan or company name'),
        planName: z.string().describe('Health plan name, for health-plan users; empty otherwise'),
        language: z.string(),
    })
    .meta({ id: 'UserInfo' });
/** A user profile as the top bar and the profile page show it. */
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userInfoQuery = z.object({ userId: z.uuid().optional() });

/** Not the usual envelope: the profile comes as `result`, with `success`. */
export const userInfoAnswerSchema = z.object({
    code: z.literal(200),
    success: z.literal(true),
    message: z.string(),
    result: userInfoSchema,
});
export type UserInfoAnswer = z.infer<typeof userInfoAnswerSchema>;

export const profileChangesSchema = z
    .object({
        userId: z.uuid().optional().describe("Another user's id (admins only); absent = oneself"),
        firstName: z.string().trim().min(1).max(100).optional(),
        lastName: z.string().trim().min(1).max(100).optional(),
        email: emailField().optional().describe('A new address applies once confirmed from the link sent to it'),
        userName: usernameField().optional().describe("A new username ends the user's sessions: sign in again with it"),
        orgName: z
            .string()
            .trim()
            .max(200)
            .optional()
            .describe("The organisation's name as it is, or 403: only an admin changes an organisation record"),
        planName: z
            .string()
            .trim()
            .max(200)
            .optional()
            .describe("The health plan's name as it is, or 403: only an admin changes an organisation record"),
        language: z.enum(LOCALES).optional(),
        role: z.string().max(100).optional().describe('Refused with 403: only an admin grants a role'),
        providerId: z
            .string()
            .max(100)
            .optional()
            .describe("The NPI as it is, or 403: it is the organisation record's"),
        organisationId: z
            .string()
            .max(100)
            .optional()
            .describe('Refused with 403: only an admin links an organisation'),
    })
    .strict()
    .meta({
        id: 'ProfileChanges',
        examples: [{ firstName: 'Priya', lastName: 'Raman', email: 'priya@lakeshore.example' }],
    });
/** Only the fields sent change. */
export type ProfileChanges = z.infer<typeof profileChangesSchema>;

export const profileSavedSchema = z.object({
    user: userInfoSchema,
    emailPending: z.string().nullable().describe('The new address waiting for its confirmation link'),
    usernameChanged: z.boolean().describe("The user's sessions have ended: they sign in again with the new username"),
});
export type ProfileSaved = z.infer<typeof profileSavedSchema>;

export const passwordChangeSchema = z
    .object({ currentPassword: passwordField(), newPassword: passwordField() })
    .strict()
    .meta({
        id: 'PasswordChange',
        examples: [{ currentPassword: 'the old one', newPassword: 'seven tidal lanterns hum' }],
    });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** One's own session, with the one making the request marked. */
export const ownSessionSchema = sessionRecordSchema.extend({ current: z.boolean() }).meta({ id: 'OwnSession' });
export type OwnSession = z.infer<typeof ownSessionSchema>;
export const ownSessionListSchema = z.array(ownSessionSchema);

export const secondFactorStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const secondFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

export const authenticatorCodeSchema = z
    .object({
        code: z
            .string()
            .trim()
            .regex(/^\d{6}$/),
    })
    .strict();
export type AuthenticatorCode = z.input<typeof authenticatorCodeSchema>;

export const secondFactorEnabledSchema = z.object({ recoveryCodes: z.array(z.string()), message: z.string() });
export type SecondFactorEnabled = z.infer<typeof secondFactorEnabledSchema>;

export const passwordConfirmationSchema = z.object({ password: passwordField() }).strict();
export type PasswordConfirmation = z.input<typeof passwordConfirmationSchema>;
