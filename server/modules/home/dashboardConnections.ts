import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import { ROLES_BY_PROFILE } from '../../../common/profiles';
import { CONNECTION_PAIRS, CONNECTION_STATUSES, type ConnectionKind } from '../../../common/vocabularies/connections';
import { connections } from '../../db/schema';
import { visibleTo } from '../connections';
import { crossTable, figure, singleSeries, sumOf, type DashboardContext, type DashboardParts } from './dashboardParts';

/** The dashboard's connection figures: the caller's connections as Connect lists them (an admin's: all). */

/** The kinds of connection a role takes part in. */
const kindsOf = (role: string): ConnectionKind[] =>
    CONNECTION_PAIRS.filter(pair => pair.roles.includes(role as never)).flatMap(pair => pair.kinds);

/** The caller's connections by kind and status; a health plan also counts the providers it is connected with. */
export const connectionsByKind = async ({ db, user }: DashboardContext): Promise<DashboardParts> => {
    const kinds = kindsOf(user.role);
    if (kinds.length === 0) return { figures: [], panels: [] };
    const rows = await db
        .select({ category: connections.kind, series: connections.status, count: count() })
        .from(connections)
        .where(visibleTo(user))
        .groupBy(connections.kind, connections.status);
    const items = crossTable(kinds, CONNECTION_STATUSES, rows);
    const total = (status: string) => sumOf(items.find(item => item.key === status)!.values);
    const figures = [figure('activeConnections', total('active')), figure('openRequests', total('requested'))];
    if (user.role === 'healthplan') {
        const counterpart = sql`case when ${connections.requesterId} = ${user.id} then ${connections.recipientId} else ${connections.requesterId} end`;
        const [connected] = await db
            .select({ providers: countDistinct(counterpart) })
            .from(connections)
            .where(and(visibleTo(user), eq(connections.status, 'active')));
        figures.unshift(figure('connectedProviders', Number(connected?.providers ?? 0)));
    }
    return {
        figures,
        panels: [
            {
                id: 'connections',
                chart: 'bar',
                unit: 'count',
                inPeriod: false,
                categories: { vocabulary: 'connectionKind', keys: kinds },
                series: { vocabulary: 'connectionStatus', items },
            },
        ],
    };
};

/** Requests waiting for an answer, by kind, across the portal (what an admin may end). */
export const openRequestsByKind = async ({ db, user, profile }: DashboardContext): Promise<DashboardParts> => {
    const roles: readonly string[] = ROLES_BY_PROFILE[profile];
    const kinds = CONNECTION_PAIRS.filter(pair => pair.roles.every(role => roles.includes(role))).flatMap(
        pair => pair.kinds
    );
    const rows = await db
        .select({ category: connections.kind, count: count() })
        .from(connections)
        .where(and(visibleTo(user), eq(connections.status, 'requested')))
        .groupBy(connections.kind);
    const [item] = crossTable(
        kinds,
        ['requests'],
        rows.map(row => ({ ...row, series: 'requests' }))
    );
    return {
        figures: [figure('openRequests', sumOf(item!.values))],
        panels: [
            singleSeries(
                { id: 'openRequests', unit: 'count', inPeriod: false },
                { vocabulary: 'connectionKind', keys: kinds },
                'requests',
                item!.values
            ),
        ],
    };
};
