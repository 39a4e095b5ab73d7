import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../shared/database';
import { sessions, users } from '../../db/schema';
import { recordSessionEvent, type Origin } from '../../shared/audit';
import { endSession } from '../accounts';
import type { IdentityProvider } from './providers';
import { ssoSessions } from './tables';

/**
 * The identity provider ended a session it opened (SAML single logout from the IdP): the portal's
 * live sessions of that subject through this provider end too — only the one of the IdP's session
 * when it names its index — each audited as a sign-out. Answers how many ended.
 */
export const endProviderSessions = (
    db: Db,
    origin: Origin,
    provider: IdentityProvider,
    subject: { nameId: string; sessionIndex?: string }
) =>
    db.transaction(async tx => {
        const live = await tx
            .select({ sessionId: sessions.id, user: users })
            .from(ssoSessions)
            .innerJoin(sessions, eq(sessions.id, ssoSessions.sessionId))
            .innerJoin(users, eq(users.id, sessions.userId))
            .where(
                and(
                    eq(ssoSessions.providerId, provider.id),
                    eq(ssoSessions.nameId, subject.nameId),
                    subject.sessionIndex ? eq(ssoSessions.sessionIndex, subject.sessionIndex) : undefined,
                    isNull(sessions.endedAt)
                )
            );
        let ended = 0;
        for (const { sessionId, user } of live) {
            if (!(await endSession(tx, sessionId, 'logout'))) continue;
            await recordSessionEvent(tx, origin, {
                action: 'auth.logout',
                user,
                sessionId,
                reason: `sso single logout ${provider.name}`,
            });
            ended++;
        }
        return ended;
    });
