import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../shared/database';
import { executeStatement } from '../../shared/statementText';
import { evaluate } from './fhirPath';
import type { FhirResource } from './fhirTypes';
import type { Cursor } from './paging';
import { RESOLVED_TARGETS, SEARCHED, type ChainResolver, type IncludeSpec, type SearchCriteria } from './search';
import { SEARCH_PARAMETERS, type PlanNetType } from './searchParameters';
import { referencesIn } from './searchValues';

/**
 * The statements that answer the API from the stored projection: a read, a page of a search
 * (keyset on the id, so it reads the rows of its page and the one after), its total (a count
 * under the same conditions) and the resources its `_include`s and `_revinclude`s name. A
 * resource comes back as the JSON text it was stored as, sent as it is. A read runs by its shape:
 * its text made once, prepared once per connection (decision 147). A search's statements are
 * planned each time with their values (unnamed statements): a plan made once for any value
 * cannot use an index for a prefix (`like $1`) or know that one network holds a million roles
 * and a ZIP code two thousand, and starting from the wrong one costs seconds at that size.
 */

/** A stored resource: its key and its JSON. */
export interface StoredResource {
    type: string;
    id: string;
    json: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type Stored =
    { state: 'public'; json: string; versionId: string; lastUpdated: number } | { state: 'gone' } | undefined;

export const readStatement = (type: PlanNetType, id: string) =>
    sql`select "state", "resource" as "json", "version_id" as "versionId", (extract(epoch from "last_updated") * 1000)::float8 as "lastUpdated" from "fhir_resources" where "type" = ${type} and "id" = ${id}`;

export const readResource = async (db: Executor, type: PlanNetType, id: string): Promise<Stored> => {
    const [row] = rowsOf<{ state: 'public' | 'gone'; json: string; versionId: string; lastUpdated: number }>(
        await executeStatement(db, readStatement(type, id))
    );
    if (!row) return undefined;
    return row.state === 'gone' ? { state: 'gone' } : { ...row, lastUpdated: Number(row.lastUpdated) };
};

const searched = sql.raw(`"${SEARCHED}"`);

/** Looks up the references a chain reaches, recording each statement in `ran` when given. */
export const chainResolver =
    (db: Executor, ran?: SQL[]): ChainResolver =>
    async targets => {
        const statement = sql`select "reference" from (${targets}) as "reached"("reference") limit ${RESOLVED_TARGETS + 1}`;
        ran?.push(statement);
        const references = rowsOf<{ reference: string }>(await db.execute(statement)).map(row => row.reference);
        return references.length > RESOLVED_TARGETS ? undefined : references;
    };
const matching = (type: PlanNetType, criteria: SearchCriteria, extra: SQL[] = []) =>
    sql.join(
        [sql`${searched}."type" = ${type}`, sql`${searched}."state" = 'public'`, ...criteria.conditions, ...extra],
        sql` and `
    );

/** The statement of a page: `count + 1` rows from the cursor on, in the page's direction. */
export const pageStatement = (
    type: PlanNetType,
    criteria: SearchCriteria,
    count: number,
    cursor: Cursor | undefined
) => {
    const from =
        cursor === undefined
            ? []
            : [
                  cursor.direction === 'after'
                      ? sql`${searched}."id" > ${cursor.id}`
                      : sql`${searched}."id" < ${cursor.id}`,
              ];
    const order = cursor?.direction === 'before' ? sql`desc` : sql`asc`;
    return sql`select ${searched}."id", ${searched}."resource" as "json" from "fhir_resources" ${searched} where ${matching(type, criteria, from)} order by ${searched}."id" ${order} limit ${count + 1}`;
};

export const totalStatement = (type: PlanNetType, criteria: SearchCriteria) =>
    sql`select count(*)::int as "total" from "fhir_resources" ${searched} where ${matching(type, criteria)}`;

export interface Page {
    items: StoredResource[];
    next?: Cursor;
    previous?: Cursor;
}

/** Whether some match lies on the other side of the cursor (a page before it, or after it). */
const beyond = async (db: Executor, type: PlanNetType, criteria: SearchCriteria, cursor: Cursor) => {
    const side =
        cursor.direction === 'after' ? sql`${searched}."id" <= ${cursor.id}` : sql`${searched}."id" >= ${cursor.id}`;
    const rows = rowsOf<{ one: number }>(
        await db.execute(
            sql`select 1 as "one" from "fhir_resources" ${searched} where ${matching(type, criteria, [side])} limit 1`
        )
    );
    return rows.length > 0;
};

/** The page of the matches at `cursor`, and the cursors of its neighbours; no page at all for a count of 0. */
export const pageOf = async (
    db: Executor,
    type: PlanNetType,
    criteria: SearchCriteria,
    count: number,
    cursor: Cursor | undefined
): Promise<Page> => {
    if (count === 0) return { items: [] };
    const rows = rowsOf<{ id: string; json: string }>(await db.execute(pageStatement(type, criteria, count, cursor)));
    const more = rows.length > count;
    const inOrder = rows.slice(0, count);
    if (cursor?.direction === 'before') inOrder.reverse();
    const items = inOrder.map(row => ({ type, id: row.id, json: row.json }));
    const firstId = items[0]?.id ?? cursor?.id;
    const lastId = items.at(-1)?.id ?? cursor?.id;
    const hasNext = cursor?.direction === 'before' ? await beyond(db, type, criteria, cursor) : more;
    const hasPrevious =
        cursor === undefined ? false : cursor.direction === 'after' ? await beyond(db, type, criteria, cursor) : more;
    return {
        items,
        ...(hasNext && lastId !== undefined ? { next: { direction: 'after', id: lastId } } : {}),
        ...(hasPrevious && firstId !== undefined ? { previous: { direction: 'before', id: firstId } } : {}),
    };
};

export const totalOf = async (db: Executor, type: PlanNetType, criteria: SearchCriteria) =>
    rowsOf<{ total: number }>(await db.execute(totalStatement(type, criteria)))[0]!.total;

/** The order of ids in every search, and of the paging cursor: plain code-unit order. */
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Keys as one JSON parameter, not a list of row values (too deep an expression for the embedded database). */
const keyRecords = (keys: string[]) =>
    sql`${JSON.stringify(
        keys.map(key => {
            const slash = key.indexOf('/');
            return { type: key.slice(0, slash), id: key.slice(slash + 1) };
        })
    )}::json`;

/** The resources the page's `_include`s point to and that point to the page by its `_revinclude`s. */
export const includedIn = async (
    db: Executor,
    page: StoredResource[],
    includes: IncludeSpec[],
    revincludes: IncludeSpec[]
): Promise<StoredResource[]> => {
    if (page.length === 0 || (includes.length === 0 && revincludes.length === 0)) return [];
    const onPage = new Set(page.map(resource => `${resource.type}/${resource.id}`));
    const wanted = new Set<string>();
    if (includes.length > 0) {
        const resources = page.map(resource => JSON.parse(resource.json) as FhirResource);
        for (const spec of includes) {
            for (const resource of resources) {
                for (const reference of referencesIn(
                    evaluate(resource, SEARCH_PARAMETERS[spec.source][spec.parameter]!.expression)
                )) {
                    if (spec.target && !reference.startsWith(`${spec.target}/`)) continue;
                    if (!onPage.has(reference)) wanted.add(reference);
                }
            }
        }
    }
    for (const spec of revincludes) {
        const rows = rowsOf<{ id: string }>(
            await executeStatement(
                db,
                sql`select distinct "v"."id" from "fhir_search_values" "v" where "v"."type" = ${spec.source} and "v"."param" = ${spec.parameter} and "v"."value" in ${[...onPage]}${spec.target ? sql` and "v"."value" like ${`${spec.target.replace(/[\\%_]/g, match => `\\${match}`)}/%`}` : sql``}`
            )
        );
        for (const row of rows) {
            const key = `${spec.source}/${row.id}`;
            if (!onPage.has(key)) wanted.add(key);
        }
    }
    if (wanted.size === 0) return [];
    const found = rowsOf<{ type: string; id: string; json: string }>(
        await executeStatement(
            db,
            sql`select "r"."type", "r"."id", "r"."resource" as "json" from json_to_recordset(${keyRecords([...wanted])}) as "k"("type" text, "id" text) join "fhir_resources" "r" on "r"."type" = "k"."type" and "r"."id" = "k"."id" where "r"."state" = 'public'`
        )
    );
    return found.sort((a, b) => compareKeys(`${a.type}/${a.id}`, `${b.type}/${b.id}`));
};
