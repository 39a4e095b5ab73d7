import { CLAIM_DESKS } from '../../../common/claims/desks';
import { npiCheckDigit } from '../../../common/validation/npi';
import { seededRandom, type SeededRandom } from '../../db/seededRandom';
import type { NewClaim } from './bulkInsert';
import { addDays, at, cents, DAY, isoDay, SPREAD_DAYS } from './demoClaimDays';

/**
 * Demo claims of the healthcare desk: medical (CARC/RARC adjustments on service lines) and
 * pharmacy (NCPDP) claims of made-up plans, providers, pharmacies and patients.
 */

/** A made-up NPI with a valid check digit, from a small number. */
const syntheticNpi = (n: number) => {
    const base = `1${String(500_000_000 + ((n * 7_919) % 400_000_000))
        .padStart(8, '0')
        .slice(-8)}`;
    return `${base}${npiCheckDigit(base)}`;
};

/** The demo provider's NPI (see server/db/seed.ts). */
const DEMO_PROVIDER_NPI = '1740283969';
const PROVIDER_NPIS = [DEMO_PROVIDER_NPI, ...Array.from({ length: 149 }, (_, i) => syntheticNpi(i + 1))];
const PHARMACY_NPIS = Array.from({ length: 40 }, (_, i) => syntheticNpi(1_000 + i));

const PLANS = [
    { payerName: 'Evergreen Health', planName: 'Evergreen Health Advantage PPO', lineOfBusiness: 'Medicare Advantage' },
    { payerName: 'Evergreen Health', planName: 'Evergreen Health Commercial HMO', lineOfBusiness: 'Commercial' },
    { payerName: 'Summit Mutual', planName: 'Summit Mutual Choice PPO', lineOfBusiness: 'Commercial' },
    { payerName: 'Summit Mutual', planName: 'Summit Mutual Medicaid Plus', lineOfBusiness: 'Medicaid' },
    { payerName: 'Riverbend Health Plan', planName: 'Riverbend Gold EPO', lineOfBusiness: 'Exchange' },
    { payerName: 'Riverbend Health Plan', planName: 'Riverbend Senior Care', lineOfBusiness: 'Medicare Advantage' },
] as const;

/** Pharmacy products by manufacturer: NDC (11 digits, 5-4-2), description, unit cost. */
const PRODUCTS = [
    { manufacturer: 'Northbridge Pharmaceuticals', ndc: '71205041230', name: 'Cardiolex 20 mg tablet', unit: 4.2 },
    { manufacturer: 'Northbridge Pharmaceuticals', ndc: '71205041330', name: 'Cardiolex 40 mg tablet', unit: 6.9 },
    { manufacturer: 'Northbridge Pharmaceuticals', ndc: '71205088801', name: 'Glucovant 500 mg tablet', unit: 1.35 },
    { manufacturer: 'Alder Therapeutics', ndc: '68462010230', name: 'Respiral inhaler 200 doses', unit: 58 },
    { manufacturer: 'Alder Therapeutics', ndc: '68462033590', name: 'Lipostat 10 mg tablet', unit: 0.85 },
    { manufacturer: 'Meridian Biologics', ndc: '59762450001', name: 'Immunara 40 mg/0.8 mL pen', unit: 1_890 },
    { manufacturer: 'Meridian Biologics', ndc: '59762310230', name: 'Thyrovan 75 mcg tablet', unit: 0.62 },
] as const;

const PROCEDURES = [
    { code: '99213', description: 'Office visit, established patient, low complexity', price: 145 },
    { code: '99214', description: 'Office visit, established patient, moderate complexity', price: 210 },
    { code: '99203', description: 'Office visit, new patient, low complexity', price: 190 },
    { code: '93000', description: 'Electrocardiogram with interpretation', price: 85 },
    { code: '80053', description: 'Comprehensive metabolic panel', price: 62 },
    { code: '85025', description: 'Complete blood count with differential', price: 38 },
    { code: '71046', description: 'Chest X-ray, 2 views', price: 120 },
    { code: '97110', description: 'Therapeutic exercise, each 15 minutes', price: 75 },
    { code: 'J1885', description: 'Ketorolac tromethamine injection, per 15 mg', price: 24 },
    { code: '36415', description: 'Routine venipuncture', price: 18 },
    { code: '27447', description: 'Total knee arthroplasty', price: 28_500 },
] as const;

const DIAGNOSES = ['E11.9', 'I10', 'J06.9', 'M54.50', 'Z00.00', 'E78.5', 'F41.1', 'K21.9', 'N39.0', 'R05.9', 'M17.11'];
const PLACES = ['11', '11', '11', '22', '23', '02', '10', '81'];
const FIRST_NAMES = [
    'James',
    'Maria',
    'Wei',
    'Aisha',
    'Carlos',
    'Emily',
    'Hiroshi',
    'Olga',
    'David',
    'Fatima',
    'Liam',
    'Sofia',
    'Noah',
    'Grace',
    'Mateo',
    'Yuki',
];
const LAST_NAMES = [
    'Smith',
    'Garcia',
    'Chen',
    'Khan',
    'Rodriguez',
    'Johnson',
    'Tanaka',
    'Ivanova',
    'Brown',
    'Haddad',
    'Murphy',
    'Rossi',
    'Nguyen',
    'Okafor',
    'Silva',
    'Sato',
];
const DENIALS = [
    { carc: '50', rarc: 'N130' },
    { carc: '197', rarc: null },
    { carc: '29', rarc: null },
    { carc: '16', rarc: 'M51' },
    { carc: '96', rarc: 'N431' },
    { carc: '18', rarc: null },
    { carc: '109', rarc: null },
    { carc: '27', rarc: null },
] as const;
const NCPDP_REJECTS = ['75', '79', '70', '76', '25', '88', 'N1'] as const;

/** The status a claim of this age has, drawn so that old claims are mostly finalized. */
const healthcareStatus = (random: SeededRandom, age: number): string => {
    const roll = random.next();
    if (age < 7) return roll < 0.5 ? random.pick(['A1', 'A2']) : roll < 0.8 ? 'P1' : random.pick(['A3', 'A7', 'R4']);
    if (age < 30) {
        if (roll < 0.35) return random.pick(['P1', 'P2', 'P3']);
        if (roll < 0.45) return random.pick(['R1', 'R4', 'R5']);
        if (roll < 0.5) return random.pick(['A6', 'A7', 'E0']);
    } else if (roll < 0.04) {
        return random.pick(['P2', 'R4', 'A4']);
    }
    const final = random.next();
    return final < 0.68 ? 'F1' : final < 0.84 ? 'F2' : final < 0.92 ? 'F3' : final < 0.97 ? 'F4' : 'F3F';
};

export const healthcareClaim = (n: number, todayMs: number): NewClaim => {
    const random = seededRandom(n * 2_654_435_761);
    const age = random.int(0, SPREAD_DAYS);
    const receivedOn = isoDay(todayMs - age * DAY);
    const pharmacy = random.chance(0.25);
    const status = healthcareStatus(random, age);
    const bucket = CLAIM_DESKS.healthcare.bucketOf(status);
    const plan = random.pick(PLANS);
    const finalized = ['paid', 'denied', 'adjusted'].includes(bucket);
    const adjudicatedOn = finalized ? addDays(receivedOn, Math.min(age, random.int(5, 28))) : null;
    const paidOn = finalized && bucket !== 'denied' ? addDays(adjudicatedOn!, Math.min(age, 2)) : null;
    const serviceFrom = addDays(receivedOn, -random.int(1, 40));
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const billingNpi = random.chance(0.6) ? random.pick(PROVIDER_NPIS.slice(0, 20)) : random.pick(PROVIDER_NPIS);
    const claim: NewClaim = {
        kind: pharmacy ? 'pharmacy' : 'medical',
        claimNumber: `HC-${String(n).padStart(8, '0')}`,
        status,
        bucket,
        receivedOn,
        adjudicatedOn,
        paidOn,
        currency: 'USD',
        patientControlNumber: `PCN${String(n * 37 + 100_000).slice(-7)}`,
        claimType: pharmacy ? 'pharmacy' : random.chance(0.8) ? 'professional' : 'institutional',
        frequency: random.chance(0.95) ? '1' : '7',
        memberId: `${plan.payerName.slice(0, 3).toUpperCase()}${String(100_000_000 + ((n * 7_741) % 900_000_000))}`,
        patientName: `${lastName}, ${firstName}`,
        patientBirthDate: isoDay(Date.UTC(1940 + random.int(0, 70), random.int(0, 11), random.int(1, 28))),
        billingNpi: pharmacy ? null : billingNpi,
        renderingNpi: pharmacy ? null : random.chance(0.5) ? billingNpi : random.pick(PROVIDER_NPIS),
        prescriberNpi: pharmacy ? random.pick(PROVIDER_NPIS) : null,
        pharmacyNpi: pharmacy ? random.pick(PHARMACY_NPIS) : null,
        payerName: plan.payerName,
        planName: plan.planName,
        lineOfBusiness: plan.lineOfBusiness,
        serviceFrom,
        serviceTo: pharmacy ? serviceFrom : addDays(serviceFrom, random.chance(0.8) ? 0 : random.int(1, 4)),
        placeOfService: pharmacy ? '01' : random.pick(PLACES),
        payerClaimStatus: finalized
            ? bucket === 'denied'
                ? '4'
                : bucket === 'adjusted'
                  ? '22'
                  : random.chance(0.9)
                    ? '1'
                    : '2'
            : null,
        lines: [],
        adjustments: [],
        history: [],
        documents: [],
        codes: [],
        diagnosisCodes: [],
        billed: 0,
        allowed: null,
        paid: 0,
        patientResponsibility: 0,
    };
    if (pharmacy) pharmacyMoney(claim, random, finalized);
    else medicalMoney(claim, random, finalized);
    claim.history = healthcareHistory(claim, random);
    return claim;
};

const medicalMoney = (claim: NewClaim, random: SeededRandom, finalized: boolean) => {
    const diagnoses = [random.pick(DIAGNOSES), ...(random.chance(0.4) ? [random.pick(DIAGNOSES)] : [])];
    claim.diagnosisCodes = [...new Set(diagnoses)];
    const lineCount = random.chance(0.05) ? 1 : random.int(1, 3);
    const denial = claim.bucket === 'denied' ? random.pick(DENIALS) : null;
    const copay = random.pick([0, 20, 25, 40]);
    for (let number = 1; number <= lineCount; number++) {
        const procedure = number === 1 && random.chance(0.02) ? PROCEDURES[10] : random.pick(PROCEDURES.slice(0, 10));
        const units = procedure.code === '97110' ? random.int(1, 4) : 1;
        const billed = cents(procedure.price * units * (0.9 + random.next() * 0.3));
        const line = {
            lineNumber: number,
            serviceDate: claim.serviceFrom ?? null,
            code: procedure.code,
            modifiers: random.chance(0.15) ? ['25'] : [],
            description: procedure.description,
            quantity: units,
            billed,
            allowed: null as number | null,
            paid: null as number | null,
        };
        if (finalized) {
            if (denial) {
                line.allowed = 0;
                line.paid = 0;
                claim.adjustments.push({
                    lineNumber: number,
                    groupCode: 'CO',
                    reasonCode: denial.carc,
                    remarkCodes: denial.rarc ? [denial.rarc] : [],
                    amount: billed,
                });
            } else {
                const allowed = cents(billed * (0.55 + random.next() * 0.3));
                const patientShare = number === 1 ? Math.min(copay, allowed) : 0;
                line.allowed = allowed;
                line.paid = cents(allowed - patientShare);
                claim.adjustments.push({
                    lineNumber: number,
                    groupCode: 'CO',
                    reasonCode: '45',
                    remarkCodes: [],
                    amount: cents(billed - allowed),
                });
                if (patientShare > 0) {
                    claim.adjustments.push({
                        lineNumber: number,
                        groupCode: 'PR',
                        reasonCode: '3',
                        remarkCodes: [],
                        amount: patientShare,
                    });
                }
            }
        }
        claim.lines.push(line);
    }
    claim.codes = [...claim.lines.map(line => `PROC:${line.code}`), ...claim.diagnosisCodes.map(code => `ICD:${code}`)];
    totals(claim);
};

const pharmacyMoney = (claim: NewClaim, random: SeededRandom, finalized: boolean) => {
    const product = random.pick(PRODUCTS);
    const quantity = product.unit > 100 ? random.pick([1, 2]) : random.pick([30, 60, 90]);
    const billed = cents(product.unit * quantity * 1.25 + 2.5);
    claim.ndc = product.ndc;
    claim.manufacturer = product.manufacturer;
    claim.rxNumber = String(6_000_000 + ((Number(claim.claimNumber.slice(3)) * 131) % 3_999_999));
    const line = {
        lineNumber: 1,
        serviceDate: claim.serviceFrom ?? null,
        code: product.ndc,
        modifiers: [],
        description: product.name,
        quantity,
        billed,
        allowed: null as number | null,
        paid: null as number | null,
    };
    claim.lines.push(line);
    claim.codes = [`NDC:${product.ndc}`];
    if (claim.bucket === 'rejected' || claim.bucket === 'denied') {
        const reject = random.pick(NCPDP_REJECTS);
        claim.codes.push(`NCPDP:${reject}`);
        if (claim.bucket === 'denied') {
            line.allowed = 0;
            line.paid = 0;
            claim.adjustments.push({
                lineNumber: 1,
                groupCode: 'CO',
                reasonCode: reject === '75' ? '197' : '96',
                remarkCodes: [],
                amount: billed,
            });
        }
    } else if (finalized) {
        const allowed = cents(product.unit * quantity + 1.75);
        const copay = Math.min(allowed, random.pick([5, 10, 15, 35]));
        line.allowed = allowed;
        line.paid = cents(allowed - copay);
        claim.adjustments.push({
            lineNumber: 1,
            groupCode: 'CO',
            reasonCode: '45',
            remarkCodes: [],
            amount: cents(billed - allowed),
        });
        claim.adjustments.push({ lineNumber: 1, groupCode: 'PR', reasonCode: '3', remarkCodes: [], amount: copay });
    }
    totals(claim);
};

/** Claim totals from its lines and adjustments; the adjustments' codes join the code list. */
const totals = (claim: NewClaim) => {
    claim.billed = cents(claim.lines.reduce((sum, line) => sum + line.billed, 0));
    const adjudicated = claim.lines.every(line => line.paid !== null);
    claim.allowed = adjudicated ? cents(claim.lines.reduce((sum, line) => sum + (line.allowed ?? 0), 0)) : null;
    claim.paid = adjudicated ? cents(claim.lines.reduce((sum, line) => sum + (line.paid ?? 0), 0)) : 0;
    claim.patientResponsibility = cents(
        claim.adjustments
            .filter(adjustment => adjustment.groupCode === 'PR')
            .reduce((sum, item) => sum + item.amount, 0)
    );
    for (const adjustment of claim.adjustments) {
        claim.codes.push(`CARC:${adjustment.reasonCode}`);
        if (adjustment.groupCode) claim.codes.push(`GROUP:${adjustment.groupCode}`);
        claim.codes.push(...adjustment.remarkCodes.map(code => `RARC:${code}`));
    }
};

const healthcareHistory = (claim: NewClaim, random: SeededRandom): NewClaim['history'] => {
    const history: NewClaim['history'] = [
        { status: 'A1', at: at(claim.receivedOn, 8), note: null, actor: 'clearinghouse' },
    ];
    if (claim.status === 'A1') return history;
    history.push({ status: 'A2', at: at(claim.receivedOn, 14), note: null, actor: 'payer' });
    if (claim.status === 'A2') return history;
    if (claim.bucket === 'rejected' || claim.bucket === 'notFound') {
        return [
            ...history.slice(0, 1),
            { status: claim.status, at: at(claim.receivedOn, 15), note: null, actor: 'payer' },
        ];
    }
    history.push({ status: 'P1', at: at(addDays(claim.receivedOn, 1), 9), note: null, actor: 'payer' });
    if (claim.status !== 'P1') {
        const day = claim.adjudicatedOn ?? addDays(claim.receivedOn, random.int(1, 3));
        history.push({ status: claim.status, at: at(day, 11), note: null, actor: 'payer' });
    }
    return history;
};
