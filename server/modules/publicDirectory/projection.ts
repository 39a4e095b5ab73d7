import { createHash } from 'node:crypto';
import { asc, getTableName, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { ColumnDefinition } from '../../../common/directory/columns';
import { honouredColumns, PUBLISHED_KINDS, templatePublication } from '../../../common/directory/publication';
import type { RowValues } from '../../../common/directory/values';
import type { Database, Db, Executor } from '../../shared/database';
import { analyzeTables, STATISTICS_REFRESH_ROWS } from '../../shared/plannerStatistics';
import { executeStatement } from '../../shared/statementText';
import { directoryRows, directoryTables, organisations } from '../../db/schema';
import { listingLapsesAt, publiclyListed, type AccuracyPolicy } from '../directoryAccuracy';
import type { FhirResource } from './fhirTypes';
import { buildResources, sourceRowOf, type Publisher, type RowOwner, type SourceRow } from './resources';
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

interface Made {
    published: FhirResource[];
    gone: string[];
    /** The first moment a public listing lapses by its verification clock, if any can. */
    lapsesAt: Date | null;
}

const makeResources = async (db: Executor, publisher: Publisher, policy: AccuracyPolicy): Promise<Made> => {
    const tables = await db
        .select({
            id: directoryTables.id,
            template: directoryTables.template,
            columns: directoryTables.columns,
            publication: directoryTables.publication,
        })
        .from(directoryTables)
        .where(isPublished);
    const tableOf = new Map(
        tables.map(table => {
            const publication = (templatePublication(table.template) ?? table.publication)!;
            return [
                table.id,
                {
                    kind: publication.kind,
                    // Element → column, for the columns the table still has with a type the element reads.
                    feeding: Object.entries(honouredColumns(table.columns as ColumnDefinition[], publication)),
                },
            ];
        })
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
                      ownerOrganisationId: directoryRows.ownerOrganisationId,
                      published: publiclyListed(policy),
                      everPublic: sql<boolean>`(${directoryRows.verifiedAt} is not null)`,
                      // In milliseconds since the epoch; none for a listing staff hold published.
                      lapsesAt: sql<number | null>`(extract(epoch from ${listingLapsesAt(policy)}) * 1000)::float8`,
                  })
                  .from(directoryRows)
                  .where(inArray(directoryRows.tableId, [...tableOf.keys()]))
                  .orderBy(asc(directoryRows.id));
    const ownerIds = [...new Set(rows.flatMap(row => (row.ownerOrganisationId ? [row.ownerOrganisationId] : [])))];
    const owners = new Map<string, RowOwner>(
        (ownerIds.length === 0
            ? []
            : await db
                  .select({ id: organisations.id, name: organisations.name, updatedAt: organisations.updatedAt })
                  .from(organisations)
                  .where(inArray(organisations.id, ownerIds))
        ).map(owner => [owner.id, owner])
    );
    // Only the mapped columns reach the resources, under the names of the elements they feed.
    const source = (row: (typeof rows)[number]): SourceRow => {
        const { kind, feeding } = tableOf.get(row.tableId)!;
        const values = row.values as RowValues;
        return {
            id: row.id,
            template: kind,
            columns: new Set(feeding.map(([element]) => element)),
            values: Object.fromEntries(feeding.map(([element, column]) => [element, values[column] ?? null])),
            updatedAt: row.updatedAt,
            verifiedAt: row.verifiedAt,
            ...(row.ownerOrganisationId ? { owner: owners.get(row.ownerOrganisationId) } : {}),
        };
    };
    const publicRows = rows.filter(row => row.published);
    const published = buildResources(publicRows.map(source), publisher);
    for (const resource of published) resource.meta.versionId = versionOf(resource);
    const publicKeys = new Set(published.map(keyOf));
    const gone = buildResources(rows.filter(row => row.published || row.everPublic).map(source), publisher)
        .map(keyOf)
        .filter(key => !publicKeys.has(key));
    const lapses = publicRows.flatMap(row => (row.lapsesAt === null ? [] : [Number(row.lapsesAt)]));
    // Rounded down to the millisecond: the projection is made again that much early, never late.
    const first = lapses.reduce((earliest, at) => Math.min(earliest, at), Infinity);
    return { published, gone, lapsesAt: Number.isFinite(first) ? new Date(Math.floor(first)) : null };
};

const keyOf = (resource: FhirResource) => `${resource.resourceType}/${resource.id}`;

/** A resource's version: a digest of what it says, so that only a change of content makes a new one. */
const versionOf = ({ meta: _meta, ...content }: FhirResource) =>
    createHash('sha1').update(JSON.stringify(content)).digest('base64url').slice(0, 16).replace(/[_]/g, '.');

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Resources per statement: a statement of a bounded size. */
const BATCH = 1000;
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

/**
 * Makes the resources again and writes those whose content or state changed, in one transaction;
 * answers how many resources it wrote or deleted.
 */
const refresh = async (db: Db, publisher: Publisher, policy: AccuracyPolicy, madeWith: string) =>
    db.transaction(async tx => {
        // One server at a time; the one that waited finds the work done.
        await tx.select({ id: fhirProjection.id }).from(fhirProjection).for('update');
        if (await isCurrent(tx, madeWith)) return 0;
        // The version is read before the rows: a write committed meanwhile leaves the projection behind, never ahead.
        const [changes] = await tx.select({ version: fhirDirectoryChanges.version }).from(fhirDirectoryChanges);
        const made = await makeResources(tx, publisher, policy);
        const stored = new Map(
            (
                await tx
                    .select({
                        type: fhirResources.type,
                        id: fhirResources.id,
                        digest: sql<string>`${fhirResources.state} || ':' || coalesce(md5(${fhirResources.resource}), '')`,
                    })
                    .from(fhirResources)
            ).map(row => [`${row.type}/${row.id}`, row.digest])
        );
        // The texts are made again to be written rather than kept: a whole directory's would not fit in memory.
        const wanted = new Map<string, FhirResource | null>();
        for (const resource of made.published) wanted.set(keyOf(resource), resource);
        for (const key of made.gone) wanted.set(key, null);
        const changed = [...wanted].filter(
            ([key, resource]) =>
                stored.get(key) !== (resource === null ? 'gone:' : `public:${md5(JSON.stringify(resource))}`)
        );
        const removed = [...stored.keys()].filter(key => !wanted.has(key));
        for (const keys of batches([...removed, ...changed.map(([key]) => key)])) {
            await tx.execute(
                sql`delete from ${fhirSearchValues} using json_to_recordset(${recordsOf(keys.map(splitKey))}) as "gone"("type" text, "id" text) where ${fhirSearchValues.type} = "gone"."type" and ${fhirSearchValues.id} = "gone"."id"`
            );
        }
        for (const keys of batches(removed)) {
            await tx.execute(
                sql`delete from ${fhirResources} using json_to_recordset(${recordsOf(keys.map(splitKey))}) as "gone"("type" text, "id" text) where ${fhirResources.type} = "gone"."type" and ${fhirResources.id} = "gone"."id"`
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
        // The values of a few resources at a time: those of a whole directory would not fit in memory at once.
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
        await tx.update(fhirProjection).set({ version: changes!.version, madeWith, lapsesAt: made.lapsesAt });
        return changed.length + removed.length;
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
