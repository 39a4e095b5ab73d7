import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../shared/database';
import { users } from '../../db/schema';

export type User = typeof users.$inferSelect;

export const findUserByUsername = async (db: Executor, username: string) => {
    const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    return user;
};

export const findUserById = async (db: Executor, id: string) => {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user;
};

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

/** The `/api/user/info` answer: what the SPA needs to build menus. */
export const toSessionInfo = (user: User) => ({
    roles: [user.role],
    name: fullName(user),
    avatar: user.avatar,
    introduction: user.introduction,
});

/** The `/api/user/getUserInfo` result: the profile shown in the top bar and the profile page. */
export const toUserInfo = (user: User) => ({
    userId: user.id,
    userName: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    userType: { orgType: user.orgType },
    providerId: user.providerId ?? '',
    providerName: user.orgName,
    planName: user.planName ?? '',
    language: user.language,
});
