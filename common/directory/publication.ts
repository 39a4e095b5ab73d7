import type { ColumnDefinition, ColumnType } from './columns';
import { TEMPLATES, type TemplateName } from './templates';

/**
 * What a directory table publishes in the public Plan-Net directory: the kind of listing its rows
 * are (a practitioner becomes a Practitioner and its PractitionerRole, a pharmacy an Organization,
 * a Location and a HealthcareService, a network a Network and its InsurancePlan, …) and which of
 * its columns feeds each element of that listing. A template's table is published by the
 * template's own mapping — each of its columns feeds the element of the same name; an admin maps
 * any other table. Only mapped columns ever leave the server.
 */

export const PUBLISHED_KINDS = ['practitioner', 'organization', 'location', 'pharmacy', 'network'] as const;
export type PublishedKind = (typeof PUBLISHED_KINDS)[number] & TemplateName;

export interface PublicationElement {
    /** The element's name: the column name of the template that feeds it. */
    name: string;
    type: ColumnType;
    /** Without it a row makes no listing of this kind. */
    required: boolean;
}

/** A table's publication: its kind of listing, and the column (by name) feeding each element. */
export interface Publication {
    kind: PublishedKind;
    columns: Record<string, string>;
}

/**
 * The elements of each kind of listing: the template's columns, as the template maps them. An
 * element is required where the template requires its column, and a text key (a location's or
 * a network's name) is required too: it is what the listing is called.
 */
export const publicationElements = (kind: PublishedKind): PublicationElement[] =>
    TEMPLATES[kind].map(column => ({
        name: column.name,
        type: column.type,
        required: column.required || (column.key && column.type === 'text'),
    }));

/** The template mapping of a template's table: each column feeds the element of its name. */
export const templatePublication = (template: string): Publication | undefined =>
    (PUBLISHED_KINDS as readonly string[]).includes(template)
        ? {
              kind: template as PublishedKind,
              columns: Object.fromEntries(
                  TEMPLATES[template as PublishedKind].map(column => [column.name, column.name])
              ),
          }
        : undefined;

/** Column types whose values an element of each type reads; an element reads its own type always. */
const ALSO_READS: Partial<Record<ColumnType, readonly ColumnType[]>> = {
    text: ['longText', 'oneOf'],
    oneOf: ['text'],
};

export const feeds = (column: Pick<ColumnDefinition, 'type'>, element: Pick<PublicationElement, 'type'>) =>
    column.type === element.type || (ALSO_READS[element.type] ?? []).includes(column.type);

export type PublicationProblem =
    | { problem: 'unknownElement'; element: string }
    | { problem: 'unknownColumn'; element: string; column: string }
    | { problem: 'incompatibleType'; element: string; column: string; type: ColumnType; expected: ColumnType }
    | { problem: 'requiredMissing'; element: string };

/** Everything wrong with a mapping of a table's columns, in the order of the kind's elements. */
export const publicationProblems = (
    columns: readonly ColumnDefinition[],
    publication: Publication
): PublicationProblem[] => {
    const elements = publicationElements(publication.kind);
    const problems: PublicationProblem[] = Object.keys(publication.columns)
        .filter(name => !elements.some(element => element.name === name))
        .map(element => ({ problem: 'unknownElement', element }));
    for (const element of elements) {
        const columnName = publication.columns[element.name];
        if (!columnName) {
            if (element.required) problems.push({ problem: 'requiredMissing', element: element.name });
            continue;
        }
        const column = columns.find(candidate => candidate.name === columnName);
        if (!column) problems.push({ problem: 'unknownColumn', element: element.name, column: columnName });
        else if (!feeds(column, element)) {
            problems.push({
                problem: 'incompatibleType',
                element: element.name,
                column: columnName,
                type: column.type,
                expected: element.type,
            });
        }
    }
    return problems;
};

/**
 * The part of a mapping the table's columns still honour: a column removed or retyped since the
 * mapping was saved feeds nothing (as a template column the table no longer has).
 */
export const honouredColumns = (columns: readonly ColumnDefinition[], publication: Publication) => {
    const elements = publicationElements(publication.kind);
    return Object.fromEntries(
        Object.entries(publication.columns).filter(([elementName, columnName]) => {
            const element = elements.find(candidate => candidate.name === elementName);
            const column = columns.find(candidate => candidate.name === columnName);
            return element && column && feeds(column, element);
        })
    );
};
