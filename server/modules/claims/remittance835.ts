import { X12Parser, type X12Interchange, type X12Segment } from 'node-x12';
import { CLP02_CODES, codeOfFormat, GROUP_CODES, type HealthcareStatus } from '../../../common/claims/vocabularies';
import { isValidNpi } from '../../../common/validation/npi';
import { AppError, ErrorCode } from '../../shared/errors';
import {
    cents,
    CLAIM_IMPORT_MAX_CLAIMS,
    importProblem,
    type ImportMessage,
    type ImportedAdjustment,
    type ImportedClaim,
    type ImportedLine,
    X12_SEGMENTS_MAX,
} from './importedClaim';

/**
 * X12 835 health care claim payment/advice files read into claims. node-x12 parses the
 * interchange and checks its envelopes (ISA length, SE01 segment count, ST02 = SE02, GE01, IEA01);
 * the 835's loops are read here from the order of its segments: the header (BPR payment, TRN
 * trace, DTM*405 production date, N1*PR payer, N1*PE payee), then per claim payment (CLP) its
 * patient and provider names (NM1), dates (DTM), claim-level adjustments (CAS) and remarks
 * (MOA/MIA), and per service line (SVC) its date, adjustments, allowed amount (AMT*B6) and
 * remarks (LQ*HE). A claim whose segments say something impossible, or carry a reason or remark
 * code not of its code set's shape (CODE_FORMATS), is refused with the reasons;
 * a file that is no well-formed 835 is refused whole.
 */

/**
 * The 277 status category a remittance's CLP02 puts a claim in: processed (as primary,
 * secondary or tertiary) is finalized/payment, processed and forwarded to another payer is
 * finalized/forwarded, denied is denied, a reversal is a revision, a predetermination pays nothing.
 */
const CLP02_STATUS: Record<(typeof CLP02_CODES)[number], HealthcareStatus> = {
    '1': 'F1',
    '2': 'F1',
    '3': 'F1',
    '4': 'F2',
    '19': 'F3F',
    '20': 'F3F',
    '21': 'F3F',
    '22': 'F3',
    '23': 'F3F',
    '25': 'F4',
};

const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

const broken = (detail: string) => new AppError(ErrorCode.invalidInput, 'server.claims.import.x12Broken', { detail });

/** Whether the text is an X12 interchange (it begins with its ISA header). */
export const isX12 = (head: string) =>
    head
        .replace(/^\uFEFF/, '')
        .trimStart()
        .startsWith('ISA');

/** The claims of every 835 transaction of an interchange; `fileName` goes into their status notes. */
export const read835 = (text: string, fileName: string): ImportedClaim[] => {
    const interchange = text.replace(/^\uFEFF/, '').trim();
    // The parser holds every segment as objects of its elements: they are counted first.
    if (segmentCount(interchange) > X12_SEGMENTS_MAX)
        throw new AppError(ErrorCode.invalidInput, 'server.claims.import.tooManySegments', { max: X12_SEGMENTS_MAX });
    let parsed: X12Interchange | X12Interchange[];
    try {
        parsed = new X12Parser(true).parse(interchange) as X12Interchange | X12Interchange[];
    } catch (error) {
        throw broken((error as Error).message);
    }
    const interchanges = Array.isArray(parsed) ? parsed : [parsed];
    const claims: ImportedClaim[] = [];
    for (const interchange of interchanges) {
        if (!interchange.trailer) throw broken('IEA missing');
        const composite = interchange.header.valueOf(16) || ':';
        for (const group of interchange.functionalGroups) {
            if (!group.trailer) throw broken('GE missing');
            for (const transaction of group.transactions) {
                if (!transaction.trailer) throw broken('SE missing');
                const type = transaction.header.valueOf(1) ?? '';
                if (type !== '835')
                    throw new AppError(ErrorCode.invalidInput, 'server.claims.import.notRemittance', { type });
                claims.push(...transactionClaims(transaction.segments, composite, fileName));
            }
        }
    }
    if (claims.length === 0) throw new AppError(ErrorCode.invalidInput, 'server.claims.import.noClaims');
    if (claims.length > CLAIM_IMPORT_MAX_CLAIMS) {
        throw new AppError(ErrorCode.invalidInput, 'server.claims.import.tooManyClaims', {
            max: CLAIM_IMPORT_MAX_CLAIMS,
        });
    }
    return claims;
};

/** The segments of an interchange, ended by the character after the fixed-length ISA (its 106th). */
const segmentCount = (text: string) => {
    const terminator = text.charAt(105);
    if (terminator === '') return 0;
    let count = 0;
    for (let at = text.indexOf(terminator); at !== -1; at = text.indexOf(terminator, at + 1)) count += 1;
    return count;
};

/** CCYYMMDD as an ISO day, or undefined when it is no real day. */
const dayOf = (value: string): string | undefined => {
    const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
    if (!match) return undefined;
    const day = `${match[1]}-${match[2]}-${match[3]}`;
    const parsed = new Date(`${day}T00:00:00Z`);
    return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day ? undefined : day;
};

interface Header {
    payerName?: string;
    payeeNpi?: string;
    paymentDate?: string;
    productionDate?: string;
    trace?: string;
}

/** A claim payment being read: its CLP and what the segments after it add. */
interface Reading {
    segment: number;
    clp: X12Segment;
    values: Record<string, string | null>;
    dates: Record<string, string>;
    remarks: string[];
    adjustments: ImportedAdjustment[];
    lines: (ImportedLine & { remarks: string[] })[];
    /** Whether the service lines are drugs (SVC01 qualifier N4, an NDC): a pharmacy claim. */
    pharmacy: boolean;
    problems: ImportMessage[];
}

const transactionClaims = (segments: X12Segment[], composite: string, fileName: string): ImportedClaim[] => {
    const header: Header = {};
    const claims: ImportedClaim[] = [];
    let reading: Reading | undefined;
    const finish = () => {
        if (reading) claims.push(claimOf(reading, header, fileName));
        reading = undefined;
    };
    segments.forEach((segment, index) => {
        // ST is segment 1 of the transaction.
        const number = index + 2;
        const value = (position: number) => (segment.valueOf(position) ?? '').trim();
        const problem = (key: string, params: ImportMessage['params']) =>
            reading?.problems.push(importProblem(key, params));
        const day = (position: number) => {
            const parsed = dayOf(value(position));
            if (!parsed) problem('x12Date', { segment: `${segment.tag}*${value(1)}`, value: value(position) });
            return parsed;
        };
        /** The remark codes (RARC) of these elements; a malformed one refuses the claim. */
        const remarks = (...positions: number[]) =>
            positions
                .map(value)
                .filter(Boolean)
                .flatMap(text => {
                    const code = codeOfFormat('rarc', text);
                    if (!code) problem('remarkCode', { value: text });
                    return code ? [code] : [];
                });
        switch (segment.tag) {
            case 'BPR':
                header.paymentDate = dayOf(value(16));
                return;
            case 'TRN':
                header.trace = value(2);
                return;
            case 'N1':
                if (value(1) === 'PR') header.payerName = value(2);
                if (value(1) === 'PE' && value(3) === 'XX') header.payeeNpi = value(4);
                return;
            case 'CLP':
                finish();
                reading = {
                    segment: number,
                    clp: segment,
                    values: {},
                    dates: {},
                    remarks: [],
                    adjustments: [],
                    lines: [],
                    pharmacy: false,
                    problems: [],
                };
                return;
            case 'PLB':
                // Provider-level adjustments close the claim loops; they belong to no claim.
                finish();
                return;
        }
        if (!reading) {
            if (segment.tag === 'DTM' && value(1) === '405') header.productionDate = dayOf(value(2));
            return;
        }
        const line = reading.lines.at(-1);
        switch (segment.tag) {
            case 'NM1':
                if (value(1) === 'QC') {
                    reading.values.patientName = [value(3), value(4)].filter(Boolean).join(', ') || null;
                    if (value(8) === 'MI' && value(9)) reading.values.memberId = value(9);
                }
                if (value(1) === 'IL' && value(8) === 'MI' && value(9)) reading.values.memberId = value(9);
                if (value(1) === '82' && value(8) === 'XX') reading.values.renderingNpi = value(9);
                return;
            case 'DTM': {
                const parsed = day(2);
                if (!parsed) return;
                if (line && ['472', '150'].includes(value(1))) line.serviceDate = parsed;
                else if (!line) reading.dates[value(1)] = parsed;
                return;
            }
            case 'CAS':
                reading.adjustments.push(...adjustmentsOf(segment, line?.lineNumber ?? null, reading.problems));
                return;
            case 'MOA':
                reading.remarks.push(...remarks(3, 4, 5, 6, 7));
                return;
            case 'MIA':
                reading.remarks.push(...remarks(5, 20, 21, 22, 23));
                return;
            case 'SVC': {
                const [qualifier, code = '', ...modifiers] = value(1).split(composite);
                if (qualifier === 'N4') reading.pharmacy = true;
                const billed = amountOf(value(2), 'SVC02', reading.problems);
                const paid = amountOf(value(3), 'SVC03', reading.problems);
                reading.lines.push({
                    lineNumber: reading.lines.length + 1,
                    code: code || null,
                    modifiers: modifiers.filter(Boolean),
                    quantity: Number(value(5)) || 1,
                    billed: billed ?? 0,
                    paid: paid ?? null,
                    allowed: null,
                    serviceDate: null,
                    remarks: [],
                });
                return;
            }
            case 'AMT':
                if (line && value(1) === 'B6') line.allowed = amountOf(value(2), 'AMT02', reading.problems) ?? null;
                return;
            case 'LQ':
                if (line && value(1) === 'HE') line.remarks.push(...remarks(2));
                return;
        }
    });
    finish();
    return claims;
};

const amountOf = (text: string, element: string, problems: ImportMessage[]): number | undefined => {
    if (text === '') return undefined;
    if (!AMOUNT.test(text)) {
        problems.push(importProblem('x12Amount', { element, value: text }));
        return undefined;
    }
    return Number(text);
};

/** CAS01 group, then up to six reason / amount / quantity triplets. */
const adjustmentsOf = (
    segment: X12Segment,
    lineNumber: number | null,
    problems: ImportMessage[]
): ImportedAdjustment[] => {
    const group = (segment.valueOf(1) ?? '').trim();
    if (!(GROUP_CODES as readonly string[]).includes(group)) {
        problems.push(importProblem('groupCode', { value: group, allowed: GROUP_CODES.join(', ') }));
        return [];
    }
    const adjustments: ImportedAdjustment[] = [];
    for (let first = 2; first <= 17; first += 3) {
        const reasonText = (segment.valueOf(first) ?? '').trim();
        const amountText = (segment.valueOf(first + 1) ?? '').trim();
        if (!reasonText && !amountText) continue;
        const reason = codeOfFormat('carc', reasonText);
        if (!reason) {
            problems.push(importProblem('reasonCode', { value: reasonText }));
            continue;
        }
        const amount = amountOf(amountText, `CAS${String(first + 1).padStart(2, '0')}`, problems);
        if (amount === undefined) {
            if (amountText === '')
                problems.push(
                    importProblem('x12Amount', { element: `CAS${String(first + 1).padStart(2, '0')}`, value: '' })
                );
            continue;
        }
        adjustments.push({ lineNumber, groupCode: group, reasonCode: reason, remarkCodes: [], amount });
    }
    return adjustments;
};

const claimOf = (reading: Reading, header: Header, fileName: string): ImportedClaim => {
    const { clp, problems } = reading;
    const element = (position: number) => (clp.valueOf(position) ?? '').trim();
    const patientControlNumber = element(1);
    const payerClaimNumber = element(7);
    if (!patientControlNumber) problems.push(importProblem('pcnMissing'));
    const status = element(2);
    if (!(CLP02_CODES as readonly string[]).includes(status)) {
        problems.push(importProblem('clp02', { value: status, allowed: CLP02_CODES.join(', ') }));
    }
    const billed = amountOf(element(3), 'CLP03', problems);
    const paid = amountOf(element(4), 'CLP04', problems);
    if (billed === undefined && element(3) === '')
        problems.push(importProblem('x12Amount', { element: 'CLP03', value: '' }));
    if (paid === undefined && element(4) === '')
        problems.push(importProblem('x12Amount', { element: 'CLP04', value: '' }));
    for (const field of ['renderingNpi'] as const) {
        const npi = reading.values[field];
        if (npi && !isValidNpi(npi)) problems.push(importProblem('npi', { value: npi }));
    }
    if (header.payeeNpi && !isValidNpi(header.payeeNpi))
        problems.push(importProblem('npi', { value: header.payeeNpi }));

    // Remarks go with the adjustments they explain: a line's with its own, the claim's with the claim-level ones.
    const adjustments = reading.adjustments.map(adjustment => {
        const remarks = adjustment.lineNumber ? reading.lines[adjustment.lineNumber - 1]!.remarks : reading.remarks;
        return { ...adjustment, remarkCodes: [...new Set(remarks)] };
    });
    const adjusted = adjustments.reduce((total, item) => total + cents(item.amount), 0);
    if (billed !== undefined && paid !== undefined && cents(billed) - cents(paid) !== adjusted) {
        problems.push(
            importProblem('unbalanced', {
                billed: billed.toFixed(2),
                paid: paid.toFixed(2),
                adjusted: (adjusted / 100).toFixed(2),
            })
        );
    }
    const patientShare =
        adjustments.filter(item => item.groupCode === 'PR').reduce((total, item) => total + cents(item.amount), 0) /
        100;
    const lineDays = reading.lines
        .map(line => line.serviceDate)
        .filter((day): day is string => Boolean(day))
        .sort();
    const decided = header.productionDate ?? header.paymentDate ?? null;
    const statusCode = CLP02_STATUS[status as keyof typeof CLP02_STATUS];
    const { pharmacy } = reading;
    return {
        reference: payerClaimNumber || patientControlNumber || `CLP ${reading.segment}`,
        position: reading.segment,
        match: {
            ...(payerClaimNumber ? { claimNumber: payerClaimNumber } : {}),
            ...(patientControlNumber ? { patientControlNumber } : {}),
        },
        values: {
            ...(statusCode ? { status: statusCode } : {}),
            payerClaimStatus: status,
            billed: billed ?? 0,
            paid: paid ?? 0,
            allowed: (paid ?? 0) + patientShare,
            patientResponsibility: element(5) && AMOUNT.test(element(5)) ? Number(element(5)) : patientShare,
            adjudicatedOn: decided,
            paidOn: (paid ?? 0) > 0 ? (header.paymentDate ?? decided) : null,
            // Always given, null when the file does not name them: a remittance for a claim that exists must
            // name the claim's own payer and payee (NPI), or it is refused for that claim.
            payerName: header.payerName || null,
            billingNpi: header.payeeNpi || null,
            ...definedValues(reading.values),
            ...(pharmacy && reading.lines[0]?.code ? { ndc: reading.lines[0].code } : {}),
            ...((reading.dates['232'] ?? lineDays[0]) ? { serviceFrom: reading.dates['232'] ?? lineDays[0] } : {}),
            ...((reading.dates['233'] ?? lineDays.at(-1))
                ? { serviceTo: reading.dates['233'] ?? lineDays.at(-1) }
                : {}),
        },
        defaults: {
            kind: pharmacy ? 'pharmacy' : 'medical',
            claimType: pharmacy ? 'pharmacy' : 'professional',
            receivedOn: reading.dates['050'] ?? decided ?? undefined,
            ...(payerClaimNumber ? { claimNumber: payerClaimNumber } : {}),
            patientControlNumber,
        },
        lines: reading.lines.map(({ remarks: _remarks, ...line }) => ({ ...line, description: null })),
        adjustments,
        note: header.trace ? `${fileName} · TRN ${header.trace}` : fileName,
        problems,
    };
};

const definedValues = (values: Record<string, string | null>) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));
