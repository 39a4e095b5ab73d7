import { seededRandom, type SeededRandom } from '../../db/seededRandom';
import type { NewClaim } from './bulkInsert';
import { addDays, at, cents, DAY, isoDay, SPREAD_DAYS } from './demoClaimDays';

/**
 * Demo claims of the cargo desk: sea, air and road shipments of made-up forwarders and insureds,
 * with their loss, deductions and the documents received along the claim's path.
 */

const FORWARDERS = [
    'Bluewave Logistics',
    'Northstar Freight',
    'Pacific Bridge Shipping',
    'Atlas Cargo Partners',
    'Meridian Forwarding',
    'Kestrel Global Logistics',
    'Orion Air & Sea',
    'Harborline Transport',
];
const INSUREDS = [
    'Lumen Electronics Ltd',
    'Verde Coffee Traders',
    'Kobe Precision Parts',
    'Nordic Furniture AB',
    'Andes Textiles SA',
    'Sunrise Pharma Distribution',
    'Granite Machinery GmbH',
    'Coastal Seafood Exports',
    'Maple Home Goods Inc',
    'Saffron Spice Company',
];
const PORTS = [
    'Shanghai, CN',
    'Rotterdam, NL',
    'Los Angeles, US',
    'Hamburg, DE',
    'Singapore, SG',
    'Yokohama, JP',
    'Santos, BR',
    'Felixstowe, GB',
    'Busan, KR',
    'Jebel Ali, AE',
];
const AIRPORTS = [
    'PVG Shanghai, CN',
    'FRA Frankfurt, DE',
    'ORD Chicago, US',
    'NRT Tokyo, JP',
    'LHR London, GB',
    'SIN Singapore, SG',
    'GRU São Paulo, BR',
    'DXB Dubai, AE',
];
const CITIES = ['Hamburg, DE', 'Lyon, FR', 'Milan, IT', 'Warsaw, PL', 'Madrid, ES', 'Vienna, AT'];
const VESSELS = ['MSC Aurora', 'Maersk Elba', 'CMA CGM Tage', 'Ever Given', 'ONE Harmony', 'Hapag Bonn Express'];
const COMMODITIES = [
    { name: 'Laptop computers', value: 180_000 },
    { name: 'Green coffee beans', value: 65_000 },
    { name: 'Automotive parts', value: 95_000 },
    { name: 'Flat-pack furniture', value: 40_000 },
    { name: 'Cotton garments', value: 55_000 },
    { name: 'Pharmaceuticals (temperature-controlled)', value: 250_000 },
    { name: 'Industrial machinery', value: 320_000 },
    { name: 'Frozen seafood', value: 85_000 },
    { name: 'Ceramic tiles', value: 30_000 },
];
const LOSS_SHARE = { damage: 0.3, shortage: 0.15, theft: 0.6, wet_damage: 0.35, total_loss: 1, delay: 0.1 } as const;
const ADJUSTERS = ['adjuster', 'mkowalski', 'aokafor'];

const cargoStatus = (random: SeededRandom, age: number): string => {
    const roll = random.next();
    if (age < 10) return roll < 0.6 ? 'reported' : 'documents_requested';
    if (age < 45) return random.pick(['documents_requested', 'under_survey', 'under_survey', 'adjusted', 'paid']);
    if (age < 120)
        return roll < 0.15
            ? 'under_survey'
            : roll < 0.3
              ? 'adjusted'
              : roll < 0.7
                ? 'paid'
                : roll < 0.85
                  ? 'declined'
                  : 'recovery';
    return roll < 0.55 ? 'closed' : roll < 0.75 ? 'paid' : roll < 0.9 ? 'declined' : 'recovery';
};

const CARGO_PATH = ['reported', 'documents_requested', 'under_survey', 'adjusted', 'paid', 'closed'];

export const cargoClaim = (n: number, todayMs: number): NewClaim => {
    const random = seededRandom(n * 2_246_822_519);
    const age = random.int(0, SPREAD_DAYS);
    const receivedOn = isoDay(todayMs - age * DAY);
    const status = cargoStatus(random, age);
    const mode = random.next() < 0.65 ? 'sea' : random.chance(0.7) ? 'air' : 'road';
    const [origin, destination] =
        mode === 'sea' ? pair(random, PORTS) : mode === 'air' ? pair(random, AIRPORTS) : pair(random, CITIES);
    const commodity = random.pick(COMMODITIES);
    const lossType = random.pick(Object.keys(LOSS_SHARE) as (keyof typeof LOSS_SHARE)[]);
    const currency = random.next() < 0.6 ? 'USD' : random.pick(['EUR', 'EUR', 'GBP', 'CNY', 'JPY']);
    const rate =
        currency === 'JPY' ? 150 : currency === 'CNY' ? 7.2 : currency === 'GBP' ? 0.8 : currency === 'EUR' ? 0.92 : 1;
    const claimed = cents(commodity.value * LOSS_SHARE[lossType] * (0.5 + random.next()) * rate);
    const deductible = cents(Math.min(claimed * 0.5, 1_000 * rate));
    const insured = random.pick(INSUREDS);
    const forwarder = n % 7 === 0 ? FORWARDERS[0]! : random.pick(FORWARDERS);
    const settled = ['paid', 'closed', 'recovery'].includes(status);
    const finalized = settled || status === 'declined';
    const adjustments: NewClaim['adjustments'] = [];
    let paid = 0;
    if (status === 'declined') {
        adjustments.push({
            lineNumber: null,
            groupCode: null,
            reasonCode: 'excluded_loss',
            remarkCodes: [],
            amount: claimed,
        });
    } else if (settled) {
        adjustments.push({
            lineNumber: null,
            groupCode: null,
            reasonCode: 'deductible',
            remarkCodes: [],
            amount: deductible,
        });
        const depreciation = random.chance(0.4) ? cents((claimed - deductible) * 0.1) : 0;
        if (depreciation > 0) {
            adjustments.push({
                lineNumber: null,
                groupCode: null,
                reasonCode: 'depreciation',
                remarkCodes: [],
                amount: depreciation,
            });
        }
        paid = cents(claimed - deductible - depreciation);
    }
    const lossOn = addDays(receivedOn, -random.int(2, 30));
    const adjudicatedOn =
        finalized || status === 'adjusted' ? addDays(receivedOn, Math.min(age, random.int(20, 60))) : null;
    const itemCount = random.int(1, 3);
    const lines = Array.from({ length: itemCount }, (_, index) => {
        const share = index === itemCount - 1 ? 1 - (itemCount - 1) / (itemCount + 1) : 1 / (itemCount + 1);
        return {
            lineNumber: index + 1,
            serviceDate: lossOn,
            code: null,
            modifiers: [],
            description: `${commodity.name}, lot ${index + 1}`,
            quantity: random.int(1, 40),
            billed: 0,
            allowed: null,
            paid: null,
            share,
        };
    });
    let assigned = 0;
    for (const line of lines) {
        line.billed = line === lines[lines.length - 1] ? cents(claimed - assigned) : cents(claimed * line.share);
        assigned = cents(assigned + line.billed);
    }
    const pathEnd = CARGO_PATH.indexOf(status);
    const steps =
        pathEnd >= 0
            ? CARGO_PATH.slice(0, pathEnd + 1)
            : [...CARGO_PATH.slice(0, status === 'declined' ? 3 : 5), status];
    const claim: NewClaim = {
        kind: 'cargo',
        claimNumber: `CG-${String(n).padStart(8, '0')}`,
        status,
        bucket: status,
        receivedOn,
        adjudicatedOn,
        paidOn: settled ? addDays(adjudicatedOn!, Math.min(age, 5)) : null,
        currency,
        billed: claimed,
        allowed: finalized ? cents(claimed - (status === 'declined' ? claimed : deductible)) : cents(claimed * 0.85),
        paid,
        patientResponsibility: settled ? deductible : 0,
        policyNumber: `OCP-${String(2024 + (n % 3))}-${String(1_000 + (n % 400)).padStart(5, '0')}`,
        insured,
        forwarder,
        transportDocument:
            mode === 'sea'
                ? `MAEU${String(200_000_000 + ((n * 977) % 700_000_000))}`
                : mode === 'air'
                  ? `020-${String(10_000_000 + ((n * 131) % 89_999_999))}`
                  : `CMR-${String(n).padStart(7, '0')}`,
        transportMode: mode,
        shipper: random.pick(INSUREDS.filter(name => name !== insured)),
        consignee: insured,
        conveyance:
            mode === 'sea'
                ? `${random.pick(VESSELS)} / ${random.int(100, 499)}${random.pick(['E', 'W', 'N', 'S'])}`
                : mode === 'air'
                  ? `${random.pick(['LH', 'CX', 'NH', 'QR', 'EK'])}${random.int(8_000, 8_999)}`
                  : `Truck ${random.pick(['DE', 'PL', 'FR'])}-${random.int(1_000, 9_999)}`,
        origin,
        destination,
        lossOn,
        lossType,
        commodity: commodity.name,
        surveyReport: pathEnd >= 3 || finalized ? `SR-${String(n).padStart(8, '0')}` : null,
        assignedAdjuster: status === 'reported' && random.chance(0.5) ? null : random.pick(ADJUSTERS),
        codes: adjustments.map(adjustment => `CARGO:${adjustment.reasonCode}`),
        diagnosisCodes: [],
        lines: lines.map(({ share: _share, ...line }) => line),
        adjustments,
        history: steps.map((step, index) => ({
            status: step,
            at: at(addDays(receivedOn, Math.min(age, index * random.int(3, 12))), 9 + index),
            note: null,
            actor: index === 0 ? forwarder : 'adjuster',
        })),
        documents: [
            { name: 'Commercial invoice', type: 'invoice', receivedOn },
            {
                name: mode === 'air' ? 'Air waybill' : mode === 'sea' ? 'Bill of lading' : 'CMR consignment note',
                type: 'transport',
                receivedOn,
            },
            ...(pathEnd >= 1 || finalized
                ? [{ name: 'Packing list', type: 'packing', receivedOn: addDays(receivedOn, Math.min(age, 3)) }]
                : []),
            ...(pathEnd >= 3 || finalized
                ? [{ name: 'Survey report', type: 'survey', receivedOn: addDays(receivedOn, Math.min(age, 15)) }]
                : []),
        ],
    };
    return claim;
};

const pair = (random: SeededRandom, places: readonly string[]): [string, string] => {
    const from = random.int(0, places.length - 1);
    const to = (from + random.int(1, places.length - 1)) % places.length;
    return [places[from]!, places[to]!];
};
