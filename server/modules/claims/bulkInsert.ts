import { sql } from 'drizzle-orm';
import type { Db } from '../../shared/database';

/** A claim with everything that belongs to it, before it has an id. */
export interface NewClaim {
    kind: string;
    claimNumber: string;
    status: string;
    bucket: string;
    receivedOn: string;
    adjudicatedOn: string | null;
    paidOn: string | null;
    billed: number;
    allowed: number | null;
    paid: number;
    patientResponsibility: number;
    currency: string;
    codes: string[];
    diagnosisCodes: string[];
    patientControlNumber?: string | null;
    claimType?: string | null;
    frequency?: string | null;
    memberId?: string | null;
    patientName?: string | null;
    patientBirthDate?: string | null;
    billingNpi?: string | null;
    renderingNpi?: string | null;
    prescriberNpi?: string | null;
    pharmacyNpi?: string | null;
    payerName?: string | null;
    planName?: string | null;
    lineOfBusiness?: string | null;
    serviceFrom?: string | null;
    serviceTo?: string | null;
    placeOfService?: string | null;
    rxNumber?: string | null;
    ndc?: string | null;
    manufacturer?: string | null;
    payerClaimStatus?: string | null;
    policyNumber?: string | null;
    insured?: string | null;
    forwarder?: string | null;
    transportDocument?: string | null;
    transportMode?: string | null;
    shipper?: string | null;
    consignee?: string | null;
    conveyance?: string | null;
    origin?: string | null;
    destination?: string | null;
    lossOn?: string | null;
    lossType?: string | null;
    commodity?: string | null;
    surveyReport?: string | null;
    assignedAdjuster?: string | null;
    lines: {
        lineNumber: number;
        serviceDate: string | null;
        code: string | null;
        modifiers: string[];
        description: string | null;
        quantity: number;
        billed: number;
        allowed: number | null;
        paid: number | null;
    }[];
    adjustments: {
        lineNumber: number | null;
        groupCode: string | null;
        reasonCode: string;
        remarkCodes: string[];
        amount: number;
    }[];
    history: { status: string; at: string; note: string | null; actor: string | null }[];
    documents: { name: string; type: string; receivedOn: string }[];
}

/** Columns of `claims` filled from a NewClaim, with their SQL array types for unnest. */
const CLAIM_COLUMNS = [
    ['kind', 'kind', 'text'],
    ['claim_number', 'claimNumber', 'text'],
    ['status', 'status', 'text'],
    ['bucket', 'bucket', 'text'],
    ['received_on', 'receivedOn', 'date'],
    ['adjudicated_on', 'adjudicatedOn', 'date'],
    ['paid_on', 'paidOn', 'date'],
    ['billed', 'billed', 'numeric'],
    ['allowed', 'allowed', 'numeric'],
    ['paid', 'paid', 'numeric'],
    ['patient_responsibility', 'patientResponsibility', 'numeric'],
    ['currency', 'currency', 'text'],
    ['patient_control_number', 'patientControlNumber', 'text'],
    ['claim_type', 'claimType', 'text'],
    ['frequency', 'frequency', 'text'],
    ['member_id', 'memberId', 'text'],
    ['patient_name', 'patientName', 'text'],
    ['patient_birth_date', 'patientBirthDate', 'date'],
    ['billing_npi', 'billingNpi', 'text'],
    ['rendering_npi', 'renderingNpi', 'text'],
    ['prescriber_npi', 'prescriberNpi', 'text'],
    ['pharmacy_npi', 'pharmacyNpi', 'text'],
    ['payer_name', 'payerName', 'text'],
    ['plan_name', 'planName', 'text'],
    ['line_of_business', 'lineOfBusiness', 'text'],
    ['service_from', 'serviceFrom', 'date'],
    ['service_to', 'serviceTo', 'date'],
    ['place_of_service', 'placeOfService', 'text'],
    ['rx_number', 'rxNumber', 'text'],
    ['ndc', 'ndc', 'text'],
    ['manufacturer', 'manufacturer', 'text'],
    ['payer_claim_status', 'payerClaimStatus', 'text'],
    ['policy_number', 'policyNumber', 'text'],
    ['insured', 'insured', 'text'],
    ['forwarder', 'forwarder', 'text'],
    ['transport_document', 'transportDocument', 'text'],
    ['transport_mode', 'transportMode', 'text'],
    ['shipper', 'shipper', 'text'],
    ['consignee', 'consignee', 'text'],
    ['conveyance', 'conveyance', 'text'],
    ['origin', 'origin', 'text'],
    ['destination', 'destination', 'text'],
    ['loss_on', 'lossOn', 'date'],
    ['loss_type', 'lossType', 'text'],
    ['commodity', 'commodity', 'text'],
    ['survey_report', 'surveyReport', 'text'],
    ['assigned_adjuster', 'assignedAdjuster', 'text'],
] as const satisfies readonly (readonly [string, keyof NewClaim, string])[];

/** Lists inside a row travel as one text joined by this (codes never hold it). */
const LIST_SEPARATOR = '|';

interface Client {
    query(text: string, params: unknown[]): Promise<unknown>;
}

interface Pool extends Client {
    connect(): Promise<Client & { release(): void }>;
}

/**
 * One connection of the driver under drizzle for `use`: PGlite is one already; a node-postgres
 * pool lends one, so that a transaction's statements all run on it.
 */
const withConnection = async (db: Db, work: (client: Client) => Promise<void>) => {
    const client = (db as unknown as { $client: Client | Pool }).$client;
    if (!('connect' in client)) return work(client);
    const connection = await client.connect();
    try {
        await work(connection);
    } finally {
        connection.release();
    }
};

/**
 * Inserts claims with their lines, adjustments, history and documents, a few statements per
 * batch (`unnest` of one array per column), ids given here: the way to load a million claims.
 * Runs in one transaction per batch; returns the ids given.
 */
export const bulkInsertClaims = async (db: Db, batch: readonly NewClaim[]): Promise<number[]> => {
    if (batch.length === 0) return [];
    const { rows } = (await db.execute(
        sql`select nextval(pg_get_serial_sequence('claims', 'id'))::int as id from generate_series(1, ${batch.length})`
    )) as unknown as { rows: { id: number }[] };
    const ids = rows.map(row => row.id);
    const claimColumns = ['id', ...CLAIM_COLUMNS.map(([column]) => column), 'codes', 'diagnosis_codes'];
    const claimTypes = ['bigint', ...CLAIM_COLUMNS.map(([, , type]) => type), 'text', 'text'];
    const claimValues = [
        ids,
        ...CLAIM_COLUMNS.map(([, field]) => batch.map(claim => (claim[field] as unknown) ?? null)),
        batch.map(claim => claim.codes.join(LIST_SEPARATOR)),
        batch.map(claim => claim.diagnosisCodes.join(LIST_SEPARATOR)),
    ];
    const lines = batch.flatMap((claim, index) => claim.lines.map(line => ({ ...line, claimId: ids[index]! })));
    const adjustments = batch.flatMap((claim, index) =>
        claim.adjustments.map(item => ({ ...item, claimId: ids[index]! }))
    );
    const history = batch.flatMap((claim, index) => claim.history.map(item => ({ ...item, claimId: ids[index]! })));
    const documents = batch.flatMap((claim, index) => claim.documents.map(item => ({ ...item, claimId: ids[index]! })));

    await withConnection(db, async client => {
        await client.query('begin', []);
        try {
            await insertUnnest(client, 'claims', claimColumns, claimTypes, claimValues, ['codes', 'diagnosis_codes']);
            await insertUnnest(
                client,
                'claim_lines',
                [
                    'claim_id',
                    'line_number',
                    'service_date',
                    'code',
                    'modifiers',
                    'description',
                    'quantity',
                    'billed',
                    'allowed',
                    'paid',
                ],
                ['bigint', 'int', 'date', 'text', 'text', 'text', 'numeric', 'numeric', 'numeric', 'numeric'],
                [
                    lines.map(line => line.claimId),
                    lines.map(line => line.lineNumber),
                    lines.map(line => line.serviceDate),
                    lines.map(line => line.code),
                    lines.map(line => line.modifiers.join(LIST_SEPARATOR)),
                    lines.map(line => line.description),
                    lines.map(line => line.quantity),
                    lines.map(line => line.billed),
                    lines.map(line => line.allowed),
                    lines.map(line => line.paid),
                ],
                ['modifiers']
            );
            await insertUnnest(
                client,
                'claim_adjustments',
                ['claim_id', 'line_number', 'group_code', 'reason_code', 'remark_codes', 'amount'],
                ['bigint', 'int', 'text', 'text', 'text', 'numeric'],
                [
                    adjustments.map(item => item.claimId),
                    adjustments.map(item => item.lineNumber),
                    adjustments.map(item => item.groupCode),
                    adjustments.map(item => item.reasonCode),
                    adjustments.map(item => item.remarkCodes.join(LIST_SEPARATOR)),
                    adjustments.map(item => item.amount),
                ],
                ['remark_codes']
            );
            await insertUnnest(
                client,
                'claim_status_history',
                ['claim_id', 'status', 'at', 'note', 'actor'],
                ['bigint', 'text', 'timestamptz', 'text', 'text'],
                [
                    history.map(item => item.claimId),
                    history.map(item => item.status),
                    history.map(item => item.at),
                    history.map(item => item.note),
                    history.map(item => item.actor),
                ]
            );
            await insertUnnest(
                client,
                'claim_documents',
                ['claim_id', 'name', 'type', 'received_on'],
                ['bigint', 'text', 'text', 'date'],
                [
                    documents.map(item => item.claimId),
                    documents.map(item => item.name),
                    documents.map(item => item.type),
                    documents.map(item => item.receivedOn),
                ]
            );
            await client.query('commit', []);
        } catch (error) {
            await client.query('rollback', []).catch(() => {});
            throw error;
        }
    });
    return ids;
};

/** `insert … select … from unnest($1::t1[], $2::t2[], …)`; `listColumns` arrive joined and are split back. */
const insertUnnest = async (
    client: Client,
    table: string,
    columns: readonly string[],
    types: readonly string[],
    values: readonly unknown[][],
    listColumns: readonly string[] = []
) => {
    if (values[0]!.length === 0) return;
    const selected = columns.map(column =>
        listColumns.includes(column)
            ? `case when ${column} = '' then '{}'::text[] else string_to_array(${column}, '${LIST_SEPARATOR}') end`
            : column
    );
    const unnest = types.map((type, index) => `$${index + 1}::${type}[]`).join(', ');
    await client.query(
        `insert into ${table} (${columns.join(', ')}) select ${selected.join(', ')} from unnest(${unnest}) as t(${columns.join(', ')})`,
        values as unknown[]
    );
};
