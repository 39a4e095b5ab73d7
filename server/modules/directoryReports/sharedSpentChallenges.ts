import type { SharedStore } from '../../shared/redis';
import { ServiceUnavailableError } from '../../shared/errors';
import { memorySpentChallenges, type SpentChallenges } from './humanCheck';

/**
 * Spent challenge ids where every server sees them: in Redis when the servers share one (SET NX with
 * the challenge's remaining lifetime), else in this process. With Redis configured but not answering,
 * a form is refused (503) rather than let a solution be spent twice.
 */
export const sharedSpentChallenges = (shared: SharedStore): SpentChallenges => {
    const client = shared.client;
    if (!client) return memorySpentChallenges();
    return {
        async spend(id, expiresAtMs, now) {
            const ttl = Math.max(1, expiresAtMs - now.getTime());
            try {
                if (shared.state() === 'unavailable') throw new Error('Redis does not answer');
                return (await client.set(`rx-human-check:${id}`, '1', 'PX', ttl, 'NX')) === 'OK';
            } catch (error) {
                shared.commandFailed(error);
                throw new ServiceUnavailableError('server.budgetsUnavailable');
            }
        },
    };
};
