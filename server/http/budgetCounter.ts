import type { SharedStore } from '../shared/redis';

/**
 * Requests counted per key in windows that start at a key's first request: in Redis when the
 * servers share one, so that every server counts the same requests, in this process otherwise.
 *
 * A budget of many requests (the general ones, counted on every API request) is counted here and
 * sent to Redis in batches: a server adds its requests to the shared count every
 * `batchOf(max)` requests of a key and at least every FLUSH_EVERY_MS, and decides from the shared
 * count it last read plus its own requests since, without waiting for Redis. Each server has at
 * most one batch unsent, so S servers let through at most S × batch requests beyond the budget
 * (2% of it each). A small budget (a batch of one) and a budget that must refuse when Redis does
 * not answer are counted in Redis on every request, as exactly as before.
 */

/** Share of a budget a server may count before sending its count to Redis. */
const BATCH_SHARE = 0.02;
/** Longest time a server keeps requests it counted to itself. */
export const FLUSH_EVERY_MS = 200;
/** Keys kept in this process at most; beyond, the windows that ended go, then the oldest. */
const KEYS_KEPT = 100_000;

export const batchOf = (max: number) => Math.max(1, Math.floor(max * BATCH_SHARE));

export interface Take {
    allowed: boolean;
    /** When the key's window ends (epoch ms). */
    windowEnd: number;
}

interface Entry {
    /** The count as last known: Redis's, or this process's own without Redis. */
    known: number;
    /** Requests counted here and not yet sent to Redis. */
    unsent: number;
    windowEnd: number;
    sending: boolean;
}

export class BudgetCounter {
    private readonly entries = new Map<string, Entry>();
    private readonly timer: NodeJS.Timeout;

    constructor(
        private readonly shared: SharedStore,
        private readonly nameSpace: string
    ) {
        this.timer = setInterval(() => this.sendAll(), FLUSH_EVERY_MS).unref();
    }

    /**
     * Counts one request of `key` against `max` per `windowMs`. Counted exactly (`exact`, or a
     * batch of one) it waits for Redis, and fails when Redis does; batched, it answers at once and
     * counts in this process while Redis does not answer.
     */
    take(key: string, max: number, windowMs: number, exact: boolean, now = Date.now()): Take | Promise<Take> {
        const { client } = this.shared;
        if (client && (exact || batchOf(max) === 1)) return this.takeInRedis(key, max, windowMs);
        const entry = this.entryOf(key, windowMs, now);
        // Without Redis this process's count is the count.
        if (!client) entry.known += 1;
        else if (++entry.unsent >= batchOf(max)) void this.send(key, entry);
        return { allowed: entry.known + entry.unsent <= max, windowEnd: entry.windowEnd };
    }

    close() {
        clearInterval(this.timer);
    }

    private entryOf(key: string, windowMs: number, now: number) {
        let entry = this.entries.get(key);
        if (entry && entry.windowEnd <= now) {
            this.entries.delete(key);
            entry = undefined;
        }
        if (!entry) {
            if (this.entries.size >= KEYS_KEPT) this.forgetEnded(now);
            entry = { known: 0, unsent: 0, windowEnd: now + windowMs, sending: false };
            this.entries.set(key, entry);
        }
        return entry;
    }

    private forgetEnded(now: number) {
        for (const [key, entry] of this.entries) if (entry.windowEnd <= now) this.entries.delete(key);
        while (this.entries.size >= KEYS_KEPT) this.entries.delete(this.entries.keys().next().value!);
    }

    /** Adds `count` to the key's shared count, its window starting now if it had none: the count and the time left. */
    private async addInRedis(key: string, count: number, windowMs: number) {
        const results = await this.shared
            .client!.multi()
            .incrby(this.nameSpace + key, count)
            .pexpire(this.nameSpace + key, windowMs, 'NX')
            .pttl(this.nameSpace + key)
            .exec();
        const failed = results?.find(([error]) => error)?.[0];
        if (!results || failed) throw failed ?? new Error('Redis discarded the count');
        return { total: Number(results[0]![1]), leftMs: Number(results[2]![1]) };
    }

    private async takeInRedis(key: string, max: number, windowMs: number): Promise<Take> {
        // A Redis known not to answer is not asked: each request would wait for its timeout.
        if (this.shared.state() === 'unavailable') throw new Error('Redis does not answer');
        const { total, leftMs } = await this.addInRedis(key, 1, windowMs);
        return { allowed: total <= max, windowEnd: Date.now() + Math.max(leftMs, 0) };
    }

    private async send(key: string, entry: Entry) {
        if (entry.sending || entry.unsent === 0) return;
        const count = entry.unsent;
        entry.sending = true;
        try {
            if (this.shared.state() === 'unavailable') throw new Error('Redis does not answer');
            // The window started at this server's first request when Redis has none for the key.
            const { total, leftMs } = await this.addInRedis(key, count, Math.max(1, entry.windowEnd - Date.now()));
            entry.known = total;
            entry.windowEnd = Date.now() + Math.max(leftMs, 0);
        } catch (error) {
            // Counted in this process alone until Redis answers again.
            this.shared.commandFailed(error);
            entry.known += count;
        } finally {
            entry.unsent -= count;
            entry.sending = false;
        }
    }

    private sendAll() {
        const now = Date.now();
        for (const [key, entry] of this.entries) {
            if (entry.windowEnd <= now) this.entries.delete(key);
            else if (this.shared.client && entry.unsent > 0) void this.send(key, entry);
        }
    }
}
