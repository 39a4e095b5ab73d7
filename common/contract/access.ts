import { z } from 'zod';

/** The roles × screens matrix of access and its changes, for admins. */

export const roleAccessSchema = z.object({
    allowed: z.boolean().describe('Whether the role opens the screen now, grants applied'),
    byDefault: z.boolean().describe('What the route table gives the role without any grant'),
});
export type RoleAccess = z.infer<typeof roleAccessSchema>;

export const screenAccessSchema = z
    .object({
        screen: z.string().describe('Path of the screen in the route table'),
        title: z.string().describe("The screen's title in the caller's language"),
        group: z.string().nullable().describe('Title of the menu group holding it, if any'),
        locked: z.boolean().describe('Access no admin can change: own profile for all, admin screens for admins'),
        actions: z
            .array(z.object({ method: z.string(), url: z.string(), action: z.string() }))
            .describe('The API operations that need access to this screen'),
        access: z.record(z.string(), roleAccessSchema).describe('Per role'),
    })
    .meta({ id: 'ScreenAccess' });
export type ScreenAccessRow = z.infer<typeof screenAccessSchema>;

export const accessRoleSchema = z.object({ id: z.string(), label: z.string(), grantable: z.boolean() });
export type AccessRole = z.infer<typeof accessRoleSchema>;

export const accessMatrixSchema = z.object({ roles: z.array(accessRoleSchema), screens: z.array(screenAccessSchema) });
export type AccessMatrix = z.infer<typeof accessMatrixSchema>;

export const accessChangeSchema = z
    .object({
        role: z.string().min(1).max(50),
        screen: z.string().min(1).max(200),
        allowed: z.boolean().nullable().describe('true grants, false revokes, null returns to the default'),
    })
    .strict()
    .meta({ id: 'AccessChange', examples: [{ role: 'healthplan', screen: '/editTable', allowed: true }] });
/** `allowed: null` returns the role's access to the screen to the route table's default. */
export type AccessChange = z.infer<typeof accessChangeSchema>;

/** The role's access to the screen once changed. */
export const accessChangedSchema = z.object({
    role: z.string(),
    screen: z.string(),
    allowed: z.boolean(),
    byDefault: z.boolean(),
});
export type AccessChanged = z.infer<typeof accessChangedSchema>;
