import { createHash } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import type { ColumnDefinition } from '../../../common/directory/columns';
import type { RowValues } from '../../../common/directory/values';
import type { Executor } from '../../db/database';
import { directoryRows, directoryTables } from '../../db/schema';
import { publiclyListed, type AccuracyPolicy } from '../directoryAccuracy';
import type { FhirResource } from './fhirTypes';
import { buildResources, type Publisher, type SourceRow } from './resources';
import { PLAN_NET_TYPES, type PlanNetType } from './searchParameters';

/**
 * The public directory as resources, made from the tables whose template maps to Plan-Net. A
 * listing is public while it is live and not suppressed by its verification clock (verified within
 * the verification period and its grace, or held published by staff); a listing deleted or
 * suppressed is gone (410) — one never verified was never public (404).
 *
 * The resources are made once per state of those tables and kept: each request asks the
 * database only for a fingerprint of that state (row count, the sum of row versions — every
 * change, deletion and attestation raises a version —, the newest row, the tables' definitions,
 * and the hour, so that lapsing attestations leave within the hour). A change saved in the
 * portal changes the fingerprint, so the next request already sees it.
 */

export const PUBLISHED_TEMPLATES = ['practitioner', 'organization', 'location', 'pharmacy', 'network'];

export interface DirectorySnapshot {
    /** Every public resource by `Type/id`. */
    byKey: ReadonlyMap<string, FhirResource>;
    /** The public resources of each type, in id order (the order of every search). */
    byType: ReadonlyMap<PlanNetType, readonly FhirResource[]>;
    /** `Type/id` of resources that were public and are no longer. */
    gone: ReadonlySet<string>;
}

const HOUR = 3_600_000;

const fingerprintOf = async (db: Executor) => {
    const publishedTables = sql`(select ${directoryTables.id} from ${directoryTables} where ${inArray(directoryTables.template, PUBLISHED_TEMPLATES)})`;
    const [rows] = await db
        .select({
            count: sql<string>`count(*)`,
            versions: sql<string>`coalesce(sum(${directoryRows.version}), 0)`,
            newest: sql<string>`coalesce(max(${directoryRows.id}), 0)`,
        })
        .from(directoryRows)
        .where(sql`${directoryRows.tableId} in ${publishedTables}`);
    const [tables] = await db
        .select({
            count: sql<string>`count(*)`,
            definitions: sql<string>`coalesce(sum(${directoryTables.definitionVersion}), 0)`,
            ids: sql<string>`coalesce(string_agg(${directoryTables.id}::text, ',' order by ${directoryTables.id}), '')`,
        })
        .from(directoryTables)
        .where(inArray(directoryTables.template, PUBLISHED_TEMPLATES));
    return [
        rows!.count,
        rows!.versions,
        rows!.newest,
        tables!.count,
        tables!.definitions,
        tables!.ids,
        Math.floor(Date.now() / HOUR),
    ].join(':');
};

const loadSnapshot = async (db: Executor, publisher: Publisher, policy: AccuracyPolicy): Promise<DirectorySnapshot> => {
    const tables = await db
        .select({ id: directoryTables.id, template: directoryTables.template, columns: directoryTables.columns })
        .from(directoryTables)
        .where(inArray(directoryTables.template, PUBLISHED_TEMPLATES));
    const tableOf = new Map(
        tables.map(table => [
            table.id,
            {
                template: table.template,
                columns: new Set((table.columns as ColumnDefinition[]).map(column => column.name)),
            },
        ])
    );
    const rows =
        tables.length === 0
            ? []
            : await db
                  .select({
                      id: directoryRows.id,
                      tableId: directoryRows.tableId,
                      values: directoryRows.values,
                      updatedAt: directoryRows.updatedAt,
                      verifiedAt: directoryRows.verifiedAt,
                      published: publiclyListed(policy),
                      everPublic: sql<boolean>`(${directoryRows.verifiedAt} is not null)`,
                  })
                  .from(directoryRows)
                  .where(inArray(directoryRows.tableId, [...tableOf.keys()]))
                  .orderBy(asc(directoryRows.id));
    const source = (row: (typeof rows)[number]): SourceRow => ({
        id: row.id,
        template: tableOf.get(row.tableId)!.template,
        columns: tableOf.get(row.tableId)!.columns,
        values: row.values as RowValues,
        updatedAt: row.updatedAt,
        verifiedAt: row.verifiedAt,
    });
    const published = buildResources(rows.filter(row => row.published).map(source), publisher);
    for (const resource of published) resource.meta.versionId = versionOf(resource);
    const byKey = new Map(published.map(resource => [`${resource.resourceType}/${resource.id}`, resource]));
    const everPublic = buildResources(rows.filter(row => row.published || row.everPublic).map(source), publisher);
    const gone = new Set(
        everPublic.map(resource => `${resource.resourceType}/${resource.id}`).filter(key => !byKey.has(key))
    );
    const byType = new Map(
        PLAN_NET_TYPES.map(type => [
            type,
            published.filter(resource => resource.resourceType === type).sort((a, b) => compareIds(a.id, b.id)),
        ])
    );
    return { byKey, byType, gone };
};

/** A resource's version: a digest of what it says, so that only a change of content makes a new one. */
const versionOf = ({ meta: _meta, ...content }: FhirResource) =>
    createHash('sha1').update(JSON.stringify(content)).digest('base64url').slice(0, 16).replace(/[_]/g, '.');

/** The order of ids in every search, and of the paging cursor: plain code-unit order. */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The current snapshot, made again only when the directory's fingerprint changed. */
export const directorySnapshots = (db: Executor, publisher: Publisher, policy: AccuracyPolicy) => {
    let current: { fingerprint: string; snapshot: Promise<DirectorySnapshot> } | undefined;
    return async (): Promise<DirectorySnapshot> => {
        const fingerprint = await fingerprintOf(db);
        if (current?.fingerprint !== fingerprint) {
            const snapshot = loadSnapshot(db, publisher, policy);
            current = { fingerprint, snapshot };
            // A failed build is not kept: the next request tries again.
            snapshot.catch(() => {
                if (current?.snapshot === snapshot) current = undefined;
            });
        }
        return current.snapshot;
    };
};
