import { z } from 'zod';
import { ALL_ROLES } from '../profiles';
import {
    CONNECTION_ACTIONS,
    CONNECTION_KINDS,
    CONNECTION_LIMITS,
    CONNECTION_STATUSES,
} from '../vocabularies/connections';

/** Connections between organisations (the Connect screen): requests, answers, ends and messages. */

const isoTime = () => z.string().describe('ISO 8601, UTC');

export const connectionPartySchema = z
    .object({
        id: z.uuid().describe('The portal user acting for the organisation'),
        name: z.string().describe('First and last name'),
        role: z.string().describe('Role code, e.g. healthplan'),
        orgType: z.string().describe('Organisation type code, e.g. health_plan'),
        orgName: z.string().describe('Plan name for health plans, else the practice or company name'),
        providerId: z.string().nullable().describe('NPI, for providers'),
    })
    .meta({ id: 'ConnectionParty' });
export type ConnectionParty = z.infer<typeof connectionPartySchema>;

export const connectionSchema = z
    .object({
        id: z.uuid(),
        kind: z.enum(CONNECTION_KINDS),
        status: z.enum(CONNECTION_STATUSES),
        requester: connectionPartySchema,
        recipient: connectionPartySchema,
        requestedAt: isoTime(),
        respondedAt: isoTime().nullable().describe('When the request was accepted or declined'),
        endedAt: isoTime().nullable(),
        reason: z.string().nullable().describe('Given with the last decline or end'),
        lastActorId: z.uuid().nullable().describe('Who moved the connection last'),
        actions: z.array(z.enum(CONNECTION_ACTIONS)).describe('What the caller may do to it now'),
    })
    .meta({ id: 'Connection' });
export type Connection = z.infer<typeof connectionSchema>;

export const connectionEventSchema = z.object({
    id: z.number().int(),
    type: z.enum(['requested', 'accepted', 'declined', 'ended', 'message']),
    body: z.string().nullable().describe('The message, or the reason given'),
    at: isoTime(),
    actor: connectionPartySchema.nullable().describe('Null once the author’s account is deleted'),
});
export type ConnectionEvent = z.infer<typeof connectionEventSchema>;

export const connectionDetailSchema = connectionSchema
    .extend({ events: z.array(connectionEventSchema).describe('History and messages, oldest first') })
    .meta({ id: 'ConnectionDetail' });
export type ConnectionDetail = z.infer<typeof connectionDetailSchema>;

export const connectionListQuery = z.object({
    status: z
        .union([z.enum(CONNECTION_STATUSES), z.array(z.enum(CONNECTION_STATUSES))])
        .optional()
        .describe('One status or several (repeat the parameter)'),
    q: z.string().trim().max(200).optional().describe('Organisation or person name, or an exact NPI'),
});
export type ConnectionListQuery = z.input<typeof connectionListQuery>;

export const directoryQuery = z.object({
    q: z.string().trim().max(200).optional().describe('Organisation or person name, or an exact NPI'),
    role: z.enum(ALL_ROLES).optional().describe('The kind of organisation, by the role of its users, e.g. healthplan'),
    state: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/)
        .optional()
        .describe('Two-letter US state of the practice (from the NPI registry)'),
});

/** What a client sends: every field may be left out. */
export type DirectoryQuery = z.input<typeof directoryQuery>;

export const directoryEntrySchema = connectionPartySchema
    .extend({
        state: z.string().nullable(),
        kinds: z.array(z.enum(CONNECTION_KINDS)).describe('Connections the caller may request with it now'),
        openKinds: z.array(z.enum(CONNECTION_KINDS)).describe('Connections already requested or active'),
    })
    .meta({ id: 'DirectoryEntry' });
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const connectionRequestSchema = z
    .object({
        recipientId: z.uuid().describe("The other organisation's portal user, from the directory"),
        kind: z.enum(CONNECTION_KINDS),
        message: z.string().trim().max(CONNECTION_LIMITS.message).optional(),
    })
    .strict()
    .meta({
        id: 'ConnectionRequest',
        examples: [
            {
                recipientId: '0b9f2a4e-4a55-4c2b-9a53-1c1f3e6f1a10',
                kind: 'network_participation',
                message: 'We would like to join your PPO network for 2027.',
            },
        ],
    });
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

export const connectionActionSchema = z
    .object({ reason: z.string().trim().max(CONNECTION_LIMITS.reason).optional().describe('Required to decline') })
    .strict();
export type ConnectionActionBody = z.input<typeof connectionActionSchema>;

export const connectionMessageSchema = z
    .object({ body: z.string().trim().min(1).max(CONNECTION_LIMITS.message) })
    .strict()
    .meta({
        id: 'ConnectionMessage',
        examples: [{ body: 'Our credentialing file is attached to the e-mail we sent.' }],
    });
export type ConnectionMessage = z.input<typeof connectionMessageSchema>;

export const connectionIdParams = z.object({ id: z.uuid() });
export const connectionActionParams = connectionIdParams.extend({ action: z.enum(CONNECTION_ACTIONS) });
