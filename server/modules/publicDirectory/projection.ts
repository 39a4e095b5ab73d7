import { createHash } from 'node:crypto';
import { and, asc, getTableName, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { ColumnDefinition } from '../../../common/directory/columns';
import { honouredColumns, PUBLISHED_KINDS, templatePublication } from '../../../common/directory/publication';
import type { RowValues } from '../../../common/directory/values';
import type { Database, Db, Executor } from '../../shared/database';
import { analyzeTables, STATISTICS_REFRESH_ROWS } from '../../shared/plannerStatistics';
import { executeStatement } from '../../shared/statementText';
import { directoryRows, directoryTables, organisations } from '../../db/schema';
import { listingLapsesAt, publiclyListed, type AccuracyPolicy } from '../directoryAccuracy';
import type { FhirResource } from './fhirTypes';
import {
    directoryBuilder,
    LISTING_TEMPLATES,
    RESOLVED_TEMPLATES,
    sourceRowOf,
    type Publisher,
    type RowOwner,
    type SourceRow,
} from './resources';
import { searchValuesOf } from './searchValues';
import { fhirDirectoryChanges, fhirProjection, fhirResources, fhirSearchValues } from './tables';

/**
 * The public directory kept in the database: every resource made from the tables whose template
 * maps to Plan-Net, with its search values. A listing is public while it is live and not
 * suppressed by its verification clock (verified within the verification period and its grace,
 * or held published by staff); a listing deleted or suppressed is gone (410) — one never
 * verified was never public (404).
 *
 * Each request first asks, in one probe of one row, whether the projection is current: made from
 * the sources' present version (moved by the database with every write to directory rows,
 * tables and organisation records, so a change saved in the portal is seen by the next request),
 * with this server's publisher and policy, and before the first moment one of its public
 * listings lapses (so a listing nobody verified leaves the directory on time, no job having to
 * run). When it is not, the resources are made again and only those whose content changed are
 * written.
 */

/** The tables published: a template's that maps to Plan-Net, or one an admin mapped. */
const isPublished = or(inArray(directoryTables.template, [...PUBLISHED_KINDS]), isNotNull(directoryTables.publication));

/** What a request asks the database before it answers: whether the projection is current. */
export const currentProjection = (madeWith: string) =>
    sql`select (${fhirProjection.version} = ${fhirDirectoryChanges.version} and ${fhirProjection.madeWith} = ${madeWith} and (${fhirProjection.lapsesAt} is null or now() <= ${fhirProjection.lapsesAt})) as "current" from ${fhirProjection}, ${fhirDirectoryChanges}`;

/** Run before every answer: its text is made once and prepared once per connection. */
const isCurrent = async (db: Executor, madeWith: string) => {
    const result = await executeStatement(db, currentProjection(madeWith));
    return (result as unknown as { rows: { current: boolean }[] }).rows[0]?.current === true;
};

/** The publisher and policy the resources are made with: another makes other resources. */
export const madeWithOf = (publisher: Publisher, policy: AccuracyPolicy) =>
    createHash('sha1')
        .update(JSON.stringify([publisher.name, publisher.phone, publisher.email, policy.graceDays]))
        .digest('base64url');

/** Listing rows read per statement, and so held at once, with the resources they make. */
const SLICE = 2000;
/** Resources per statement: a statement of a bounded size. */
const BATCH = 1000;

const keyOf = (resource: FhirResource) => `${resource.resourceType}/${resource.id}`;

/** A resource's version: a digest of what it says, so that only a change of content makes a new one. */
const versionOf = ({ meta: _meta, ...content }: FhirResource) =>
    createHash('sha1').update(JSON.stringify(content)).digest('base64url').slice(0, 16).replace(/[_]/g, '.');

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const batches = <T>(items: T[], size = BATCH) =>
    Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const splitKey = (key: string) => {
    const slash = key.indexOf('/');
    return { type: key.slice(0, slash), id: key.slice(slash + 1) };
};
/**
 * Rows as one JSON parameter: a statement of any number of rows, and no expression as deep as
 * a list of row values would make (which the embedded database's small stack cannot parse).
 */
const recordsOf = (items: object[]) => sql`${JSON.stringify(items)}::json`;
const keysOf = (keys: string[]) =>
    sql`json_to_recordset(${recordsOf(keys.map(splitKey))}) as "key"("type" text, "id" text)`;

/**
 * The keys of the resources this refresh makes, public or gone, kept by the database rather than in
 * memory (a large directory's would not fit): whatever the projection holds beyond them is deleted.
 */
const MADE = sql.identifier('fhir_projection_made');

interface Sources {
    /** The published tables: the kind of listing each feeds, its element → column pairs and the elements fed. */
    tables: Map<string, { kind: string; feeding: [string, string][]; elements: ReadonlySet<string> }>;
    owners: Map<string, RowOwner>;
}

const readSources = async (db: Executor): Promise<Sources> => {
    const tables = await db
        .select({
            id: directoryTables.id,
            template: directoryTables.template,
            columns: directoryTables.columns,
            publication: directoryTables.publication,
        })
        .from(directoryTables)
        .where(isPublished);
    const ownerRows =
        tables.length === 0
            ? []
            : await db
                  .select({ id: organisations.id, name: organisations.name, updatedAt: organisations.updatedAt })
                  .from(organisations)
                  .where(
                      inArray(
                          organisations.id,
                          db
                              .selectDistinct({ id: directoryRows.ownerOrganisationId })
                              .from(directoryRows)
                              .where(
                                  and(
                                      inArray(
                                          directoryRows.tableId,
                                          tables.map(table => table.id)
                                      ),
                                      isNotNull(directoryRows.ownerOrganisationId)
                                  )
                              )
                      )
                  );
    return {
        tables: new Map(
            tables.map(table => {
                const publication = (templatePublication(table.template) ?? table.publication)!;
                // Element → column, for the columns the table still has with a type the element reads.
                const feeding = Object.entries(honouredColumns(table.columns as ColumnDefinition[], publication));
                return [
                    table.id,
                    { kind: publication.kind, feeding, elements: new Set(feeding.map(([element]) => element)) },
                ];
            })
        ),
        owners: new Map(ownerRows.map(owner => [owner.id, owner])),
    };
};

/** The rows of the tables given, in id order: all of them, or a slice after a row. */
const readRows = (db: Executor, policy: AccuracyPolicy, tableIds: string[], after?: { id: number; limit: number }) => {
    const rows = db
        .select({
            id: directoryRows.id,
            tableId: directoryRows.tableId,
            values: directoryRows.values,
            updatedAt: directoryRows.updatedAt,
            verifiedAt: directoryRows.verifiedAt,
            ownerOrganisationId: directoryRows.ownerOrganisationId,
            published: publiclyListed(policy),
            everPublic: sql<boolean>`(${directoryRows.verifiedAt} is not null)`,
            // In milliseconds since the epoch; none for a listing staff hold published.
            lapsesAt: sql<number | null>`(extract(epoch from ${listingLapsesAt(policy)}) * 1000)::float8`,
        })
        .from(directoryRows)
        .where(and(inArray(directoryRows.tableId, tableIds), after ? gt(directoryRows.id, after.id) : undefined))
        .orderBy(asc(directoryRows.id))
        .$dynamic();
    return after ? rows.limit(after.limit) : rows;
};
type ReadRow = Awaited<ReturnType<typeof readRows>>[number];

/**
 * Makes the directory's resources from its tables and hands them to `write` a slice at a time —
 * each listing slice's own resources, then those many rows share — with the keys of the resources
 * that were public and no longer are (gone): the same rows made into resources twice, once of the
 * public listings and once of every listing ever public, the second's keys less the first's.
 * Answers the first moment a public listing lapses by its verification clock, if any can.
 */
const makeResources = async (
    db: Executor,
    publisher: Publisher,
    policy: AccuracyPolicy,
    write: (published: FhirResource[], gone: string[]) => Promise<void>
): Promise<Date | null> => {
    const { tables, owners } = await readSources(db);
    // Only the mapped columns reach the resources, under the names of the elements they feed.
    const source = (row: ReadRow): SourceRow => {
        const { kind, feeding, elements } = tables.get(row.tableId)!;
        const values = row.values as RowValues;
        return {
            id: row.id,
            template: kind,
            columns: elements,
            values: Object.fromEntries(feeding.map(([element, column]) => [element, values[column] ?? null])),
            updatedAt: row.updatedAt,
            verifiedAt: row.verifiedAt,
            ...(row.ownerOrganisationId ? { owner: owners.get(row.ownerOrganisationId) } : {}),
        };
    };
    const tablesOf = (kinds: readonly string[]) =>
        [...tables].filter(([, table]) => kinds.includes(table.kind)).map(([id]) => id);
    const publicListings = directoryBuilder(publisher);
    const everPublicListings = directoryBuilder(publisher);
    let lapsesAt = Infinity;
    // A public row is also ever public: it is made into its source row once, for both builders.
    const split = (rows: ReadRow[]) => {
        const everPublic = rows.filter(row => row.published || row.everPublic);
        const everPublicRows = everPublic.map(source);
        for (const row of everPublic) {
            if (row.published && row.lapsesAt !== null) lapsesAt = Math.min(lapsesAt, Number(row.lapsesAt));
        }
        return { publicRows: everPublicRows.filter((_, index) => everPublic[index]!.published), everPublicRows };
    };
    const withoutPublic = (published: FhirResource[], everPublic: FhirResource[]) => {
        const publicKeys = new Set(published.map(keyOf));
        return everPublic.map(keyOf).filter(key => !publicKeys.has(key));
    };

    const resolvedTables = tablesOf(RESOLVED_TEMPLATES);
    if (resolvedTables.length > 0) {
        const { publicRows, everPublicRows } = split(await readRows(db, policy, resolvedTables));
        publicListings.addResolved(publicRows);
        everPublicListings.addResolved(everPublicRows);
    }
    for (const kind of LISTING_TEMPLATES) {
        const kindTables = tablesOf([kind]);
        if (kindTables.length === 0) continue;
        for (let after = 0; ;) {
            const slice = await readRows(db, policy, kindTables, { id: after, limit: SLICE });
            if (slice.length === 0) break;
            after = slice[slice.length - 1]!.id;
            const { publicRows, everPublicRows } = split(slice);
            const published = publicListings.addListings(publicRows);
            await write(published, withoutPublic(published, everPublicListings.addListings(everPublicRows)));
        }
    }
    const shared = publicListings.finish();
    await write(shared, withoutPublic(shared, everPublicListings.finish()));
    // Rounded down to the millisecond: the projection is made again that much early, never late.
    return Number.isFinite(lapsesAt) ? new Date(Math.floor(lapsesAt)) : null;
};

/**
 * Writes what changed of a slice of the made resources (public ones and the keys of gone ones)
 * and records their keys as made; answers how many it wrote.
 */
const writeChanged = async (tx: Executor, published: FhirResource[], gone: string[]) => {
    for (const resource of published) resource.meta.versionId = versionOf(resource);
    const wanted = new Map<string, FhirResource | null>();
    for (const resource of published) wanted.set(keyOf(resource), resource);
    for (const key of gone) wanted.set(key, null);
    const changed: [string, FhirResource | null][] = [];
    for (const keys of batches([...wanted.keys()])) {
        await tx.execute(sql`insert into ${MADE} ("type", "id") select "type", "id" from ${keysOf(keys)}`);
        const stored = new Map(
            (
                (await tx.execute(
                    sql`select ${fhirResources.type} || '/' || ${fhirResources.id} as "key", ${fhirResources.state} || ':' || coalesce(md5(${fhirResources.resource}), '') as "digest" from ${fhirResources} join ${keysOf(keys)} on ${fhirResources.type} = "key"."type" and ${fhirResources.id} = "key"."id"`
                )) as unknown as { rows: { key: string; digest: string }[] }
            ).rows.map(row => [row.key, row.digest])
        );
        for (const key of keys) {
            const resource = wanted.get(key)!;
            const digest = resource === null ? 'gone:' : `public:${md5(JSON.stringify(resource))}`;
            if (stored.get(key) !== digest) changed.push([key, resource]);
        }
    }
    for (const keys of batches(changed.map(([key]) => key))) {
        await tx.execute(
            sql`delete from ${fhirSearchValues} using ${keysOf(keys)} where ${fhirSearchValues.type} = "key"."type" and ${fhirSearchValues.id} = "key"."id"`
        );
    }
    for (const batch of batches(changed)) {
        const records = batch.map(([key, resource]) => ({
            ...splitKey(key),
            source_row_id: sourceRowOf(key),
            state: resource ? 'public' : 'gone',
            resource: resource ? JSON.stringify(resource) : null,
            version_id: resource?.meta.versionId ?? null,
            last_updated: resource?.meta.lastUpdated ?? null,
        }));
        await tx.execute(
            sql`insert into ${fhirResources} ("type", "id", "source_row_id", "state", "resource", "version_id", "last_updated") select * from json_to_recordset(${recordsOf(records)}) as "made"("type" text, "id" text, "source_row_id" bigint, "state" text, "resource" text, "version_id" text, "last_updated" timestamptz) on conflict ("type", "id") do update set "source_row_id" = excluded."source_row_id", "state" = excluded."state", "resource" = excluded."resource", "version_id" = excluded."version_id", "last_updated" = excluded."last_updated"`
        );
    }
    // The values of a few resources at a time: a statement of a bounded size.
    for (const batch of batches(
        changed.flatMap(([, resource]) => (resource ? [resource] : [])),
        100
    )) {
        const values = batch.flatMap(resource =>
            searchValuesOf(resource).map(({ param, value }) => ({
                type: resource.resourceType,
                id: resource.id,
                param,
                value,
            }))
        );
        await tx.execute(
            sql`insert into ${fhirSearchValues} ("type", "param", "value", "id") select * from json_to_recordset(${recordsOf(values)}) as "made"("type" text, "param" text, "value" text, "id" text)`
        );
    }
    return changed.length;
};

/**
 * Makes the resources again and writes those whose content or state changed, in one transaction;
 * answers how many resources it wrote or deleted. The listing rows are read a slice at a time, each
 * slice a statement of its own: a write committed meanwhile may show in the slices read after it,
 * and it moves the sources' version past the one recorded here, so the next request makes the
 * projection again.
 */
const refresh = async (db: Db, publisher: Publisher, policy: AccuracyPolicy, madeWith: string) =>
    db.transaction(async tx => {
        // One server at a time; the one that waited finds the work done.
        await tx.select({ id: fhirProjection.id }).from(fhirProjection).for('update');
        if (await isCurrent(tx, madeWith)) return 0;
        // The version is read before the rows: a write committed meanwhile leaves the projection behind, never ahead.
        const [changes] = await tx.select({ version: fhirDirectoryChanges.version }).from(fhirDirectoryChanges);
        await tx.execute(
            sql`create temporary table ${MADE} ("type" text, "id" text, primary key ("type", "id")) on commit drop`
        );
        let written = 0;
        const lapsesAt = await makeResources(tx, publisher, policy, async (published, gone) => {
            written += await writeChanged(tx, published, gone);
        });
        const unmade = sql`not exists (select from ${MADE} where ${MADE}."type" = ${sql.identifier('stale')}."type" and ${MADE}."id" = ${sql.identifier('stale')}."id")`;
        await tx.execute(sql`delete from ${fhirSearchValues} as "stale" where ${unmade}`);
        const removed = (await tx.execute(
            sql`with "removed" as (delete from ${fhirResources} as "stale" where ${unmade} returning 1) select count(*)::int as "count" from "removed"`
        )) as unknown as { rows: { count: number }[] };
        await tx.update(fhirProjection).set({ version: changes!.version, madeWith, lapsesAt });
        return written + removed.rows[0]!.count;
    });

/**
 * Brings the projection up to date when it is not; resolves once a probe finds it current. After
 * a refresh that wrote many resources (the first, a large import), the planner's statistics of
 * the projection are brought up to date before the next search is planned.
 */
export const directoryProjection = (
    database: Pick<Database, 'db' | 'kind'>,
    publisher: Publisher,
    policy: AccuracyPolicy
) => {
    const { db } = database;
    const madeWith = madeWithOf(publisher, policy);
    let refreshing: Promise<void> | undefined;
    const refreshed = async () => {
        const written = await refresh(db, publisher, policy, madeWith);
        if (written >= STATISTICS_REFRESH_ROWS) {
            // Statistics only speed the searches up, and autovacuum makes them later: a failure (a
            // server role that does not own the tables) leaves the answers as they are.
            await analyzeTables(database, [getTableName(fhirResources), getTableName(fhirSearchValues)]).catch(
                () => undefined
            );
        }
    };
    return async (): Promise<void> => {
        // A refresh under way may have begun before the write this request must see: probe again after it.
        while (!(await isCurrent(db, madeWith))) {
            refreshing ??= refreshed().finally(() => {
                refreshing = undefined;
            });
            await refreshing;
        }
    };
};
