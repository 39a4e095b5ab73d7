import { z } from 'zod';
import { LOCALES } from '../../i18n/types';
import { USERNAME_PATTERN } from '../validation/account';
import { EMAIL_PATTERN } from '../validation/email';
import { PASSWORD_FIELD_MAX } from '../validation/passwordPolicy';
import { catalogMessage } from './messages';

/**
 * Getting into an account: NPI lookup and registration, activation, password reset and e-mail
 * confirmation. All public.
 */

/** An address as every form takes it: trimmed, by the portal's e-mail rule. */
export const emailField = () =>
    z
        .string()
        .trim()
        .max(254)
        .regex(EMAIL_PATTERN, { error: catalogMessage('server.contact.emailInvalid') });
/** A username as registration and the profile take it. */
export const usernameField = () =>
    z
        .string()
        .trim()
        .regex(USERNAME_PATTERN, { error: catalogMessage('server.register.usernameFormat') });
/** A password as typed; the password rules are checked by the service, with their own messages. */
export const passwordField = () => z.string().min(1).max(PASSWORD_FIELD_MAX);

const accountKey = () => z.string().min(10).max(200).describe('The key from the e-mail link');
const newPassword = () => passwordField().describe('Checked against the password rules (at least 15 characters)');

export const npiQuery = z.object({ providerId: z.string().trim().max(20) });

export const npiEntrySchema = z
    .object({
        npi: z.string(),
        entityType: z.enum(['individual', 'organization']),
        name: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        credential: z.string(),
        organizationName: z.string(),
        taxonomy: z.object({ code: z.string(), description: z.string().nullable() }).nullable(),
        address: z.object({
            line1: z.string(),
            line2: z.string(),
            city: z.string(),
            state: z.string(),
            postalCode: z.string(),
        }),
        phone: z.string(),
    })
    .meta({ id: 'NpiEntry' });
/** An NPI registry entry as the portal's lookup answers it. */
export type NpiEntry = z.infer<typeof npiEntrySchema>;

export const registrationSchema = z
    .object({
        accountType: z.string().describe("One of the profile's roles but admin"),
        providerId: z
            .string()
            .trim()
            .optional()
            .describe('NPI; required for providers, whose names then come from the registry'),
        firstName: z.string().trim().min(1).max(100),
        lastName: z.string().trim().min(1).max(100),
        email: emailField(),
        username: usernameField(),
        orgName: z.string().trim().max(200).default('').describe('Practice, plan or company name'),
        planName: z.string().trim().max(200).optional().describe('Health plan name, for health-plan accounts'),
        password: newPassword(),
        language: z.enum(LOCALES).default('en').describe('Language of the e-mails'),
    })
    .strict()
    .meta({
        id: 'Registration',
        examples: [
            {
                accountType: 'provider',
                providerId: '1735468484',
                firstName: 'Chidi',
                lastName: 'Okafor',
                email: 'chidi.okafor@memorial-cardiology.example',
                username: 'cokafor',
                orgName: 'Memorial Cardiology Associates',
                password: 'seven tidal lanterns hum',
                language: 'en',
            },
        ],
    });
/** What the registration form sends (`z.input`: the defaulted fields may be left out). */
export type Registration = z.input<typeof registrationSchema>;
/** A registration as the server has read it, defaults applied. */
export type RegistrationFields = z.output<typeof registrationSchema>;

/** The new account, pending until activated; the envelope's `message` says what comes next. */
export const registeredSchema = z.object({ username: z.string(), email: z.string(), status: z.literal('pending') });
export type Registered = z.infer<typeof registeredSchema>;

export const accountKeyQuery = z.object({ key: accountKey() });
export const accountKeyBody = accountKeyQuery.strict();
export type AccountKey = z.input<typeof accountKeyBody>;

export const activatedSchema = z.object({ username: z.string(), message: z.string() });
export type Activated = z.infer<typeof activatedSchema>;

export const emailQuery = z.object({ email: emailField() });
export const emailBody = emailQuery.strict();
export type EmailRequest = z.input<typeof emailBody>;

export const passwordResetFields = z.object({ key: accountKey(), password: newPassword() });
export const passwordResetBody = passwordResetFields.strict().meta({
    id: 'PasswordReset',
    examples: [{ key: 'Qm9vay1zaGVsZi1wYXJ0eS1maXJl', password: 'seven tidal lanterns hum' }],
});
export type PasswordReset = z.infer<typeof passwordResetFields>;

export const emailChangeQuery = z.object({ key: accountKey(), id: z.uuid() });
export const emailChangedSchema = z.object({ email: z.string(), message: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

export const accountTypesSchema = z.array(z.object({ id: z.string(), label: z.string() }));
export type AccountType = z.infer<typeof accountTypesSchema>[number];
