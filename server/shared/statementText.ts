import { createHash } from 'node:crypto';
import {
    Column,
    getTableUniqueName,
    isSQLWrapper,
    Name,
    Param,
    Placeholder,
    SQL,
    StringChunk,
    Subquery,
    Table,
    View,
    type SQLWrapper,
} from 'drizzle-orm';
import * as drizzle from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/**
 * Statements run with their text kept per shape. Drizzle turns a statement into text and
 * parameters anew on every run, trying each chunk against every kind it knows; a claim search
 * (four copies of its conditions, an audit insert) spent about 0.3 ms of each request on that,
 * while its text only changes with the filters used, not with their values. Here the statement is
 * walked once to name its shape (its text with the parameters left out) and collect the
 * parameters; the text of a shape is made by drizzle the first time, then reused.
 *
 * A statement holding anything the walk does not know (a placeholder, a subquery object, an
 * inlined parameter) is run by drizzle as usual; so is a shape whose parameters drizzle gives
 * otherwise than the walk (checked whenever a text is made).
 *
 * On PostgreSQL a shape is also a named prepared statement (its name from its text): each
 * connection parses and plans it on first use, and after five runs PostgreSQL keeps a generic
 * plan when it costs no more than the plans made for the values; a claim search then skips the
 * ~0.7 ms of planning that its parse and plan cost on every run. An idle connection (ten seconds)
 * is closed by the pool, and its statements with it.
 */

const dialect = new PgDialect();
/** Texts per shape; a bound on how many, since a shape comes with each combination of filters. */
const texts = new Map<string, { sql: string; name: string }>();
const TEXTS_KEPT = 1_000;

/**
 * Sets apart in a shape what is not SQL text (a name, a table, a column, a parameter, a list): SQL
 * text holds no NUL, so two shapes are the same only when their texts are.
 */
const MARK = '\u0000';

interface Shape {
    key: string[];
    params: unknown[];
}

/**
 * Walks chunks in the order drizzle's PgDialect renders them; false at anything it does not render
 * the same way (the statement is then left to drizzle).
 */
const walk = (chunks: readonly unknown[], shape: Shape): boolean => {
    for (const chunk of chunks) {
        if (chunk === undefined) continue;
        if (chunk instanceof StringChunk) shape.key.push(chunk.value.join(''));
        else if (chunk instanceof Name) shape.key.push(`${MARK}name ${chunk.value}${MARK}`);
        else if (Array.isArray(chunk)) {
            shape.key.push(`${MARK}list`);
            for (const item of chunk) if (!walk([item], shape)) return false;
            shape.key.push(MARK);
        } else if (chunk instanceof SQL) {
            const inlined = (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
            if (inlined || !walk(chunk.queryChunks, shape)) return false;
        } else if (chunk instanceof SQL.Aliased && chunk.fieldAlias !== undefined) {
            // A field of a subquery's selection, named by its alias.
            shape.key.push(`${MARK}name ${chunk.fieldAlias}${MARK}`);
        } else if (chunk instanceof Subquery) {
            const {
                sql: inner,
                alias,
                isWith,
            } = (chunk as unknown as { _: { sql: SQL; alias: string; isWith: boolean } })._;
            const parts = isWith
                ? [new Name(alias)]
                : [new StringChunk('('), inner, new StringChunk(') '), new Name(alias)];
            if (!walk(parts, shape)) return false;
        } else if (chunk instanceof Table) {
            shape.key.push(`${MARK}table ${getTableUniqueName(chunk)}${MARK}`);
        } else if (chunk instanceof Column) {
            shape.key.push(`${MARK}column ${getTableUniqueName(chunk.table)} ${chunk.name}${MARK}`);
        } else if (chunk instanceof Param) {
            const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
            if (!isParameter(value)) return false;
            shape.key.push(`${MARK}param`);
            shape.params.push(value);
        } else if (
            chunk instanceof View ||
            chunk instanceof Placeholder ||
            chunk instanceof SQL.Aliased ||
            typeof chunk === 'function'
        ) {
            return false;
        } else if (isSQLWrapper(chunk)) {
            // A query builder (the audit insert): in parentheses, as drizzle writes it.
            const wrapper = chunk as SQLWrapper & { shouldOmitSQLParens?: () => boolean };
            const inner = wrapper.getSQL();
            const parts = wrapper.shouldOmitSQLParens?.()
                ? [inner]
                : [new StringChunk('('), inner, new StringChunk(')')];
            if (!walk(parts, shape)) return false;
        } else if (isParameter(chunk)) {
            shape.key.push(`${MARK}param`);
            shape.params.push(chunk);
        } else return false;
    }
    return true;
};

/** A value sent as a parameter as it is: text, a number, a flag, null, or an array of them. */
const isParameter = (value: unknown): boolean =>
    value === null ||
    ['string', 'number', 'boolean', 'bigint'].includes(typeof value) ||
    (Array.isArray(value) && value.every(isParameter));

const sameParams = (drizzle: unknown[], walked: unknown[]) =>
    drizzle.length === walked.length &&
    drizzle.every((value, index) => JSON.stringify(value) === JSON.stringify(walked[index]));

/** A statement's shape and its text: undefined when the walk does not know it, or drizzle gives other parameters. */
const shapeOf = (statement: SQL) => {
    const shape: Shape = { key: [], params: [] };
    if (!walk([statement], shape)) return undefined;
    const key = shape.key.join('');
    let text = texts.get(key);
    if (text === undefined) {
        const query = dialect.sqlToQuery(statement);
        if (!sameParams(query.params, shape.params)) return undefined;
        if (texts.size >= TEXTS_KEPT) texts.clear();
        const name = `shape_${createHash('sha1').update(query.sql).digest('hex')}`;
        texts.set(key, (text = { sql: query.sql, name }));
    }
    return { text, params: shape.params };
};

/** Runs a statement as `db.execute` does, its text made once per shape. */
export const executeStatement = async (db: Executor, statement: SQL): Promise<unknown> => {
    const shaped = shapeOf(statement);
    if (!shaped) return db.execute(statement);
    const { text, params } = shaped;
    return db._.session.prepareQuery({ sql: text.sql, params }, undefined, text.name, false).execute();
};

/** drizzle's own order of a selection's fields, as its prepared queries map rows by (exported, though not typed). */
const orderSelectedFields = (drizzle as unknown as { orderSelectedFields: (fields: object) => unknown[] })
    .orderSelectedFields;

/** A select of drizzle's query builder, as far as running it by its shape needs. */
interface SelectQuery<Row> {
    getSQL(): SQL;
    execute(): Promise<Row[]>;
}

/**
 * Runs a select made with drizzle's query builder as its `execute` does — its rows mapped to the
 * selection's fields, a left-joined table's fields null together — its text made once per shape.
 */
export const executeSelect = async <Row>(db: Executor, query: SelectQuery<Row>): Promise<Row[]> => {
    const shaped = shapeOf(query.getSQL());
    if (!shaped) return query.execute();
    const { text, params } = shaped;
    const { config, joinsNotNullableMap } = query as unknown as {
        config: { fields: Record<string, unknown> };
        joinsNotNullableMap: Record<string, boolean>;
    };
    const prepared = db._.session.prepareQuery(
        { sql: text.sql, params },
        orderSelectedFields(config.fields) as Parameters<typeof db._.session.prepareQuery>[1],
        text.name,
        true
    );
    (prepared as unknown as { joinsNotNullableMap: Record<string, boolean> }).joinsNotNullableMap = joinsNotNullableMap;
    return prepared.execute() as Promise<Row[]>;
};

/**
 * What tells a statement from every other: its shape and its parameters' values; undefined for a
 * statement the walk does not know (it is then told from none).
 */
export const statementIdentity = (statement: SQL): string | undefined => {
    const shape: Shape = { key: [], params: [] };
    return walk([statement], shape) ? `${shape.key.join('')}${MARK}${JSON.stringify(shape.params)}` : undefined;
};
