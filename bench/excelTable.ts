import { eq } from 'drizzle-orm';
import { TEMPLATES } from '../common/directory/templates';
import type { Db } from '../server/shared/database';
import { users } from '../server/db/schema';
import { ensureProfile, seedDemoData } from '../server/db/seed';
import { createTable } from '../server/modules/directory';

/** The twelve columns of the Excel benches' workbook and table, practitioner template names in file order. */
export const EXCEL_BENCH_COLUMNS = [
    'npi',
    'firstName',
    'lastName',
    'credential',
    'taxonomy',
    'organizationName',
    'addressLine',
    'city',
    'state',
    'zip',
    'phone',
    'email',
];

/** Those columns as the practitioner template defines them. */
export const EXCEL_BENCH_DEFINITIONS = EXCEL_BENCH_COLUMNS.map(name =>
    TEMPLATES.practitioner.find(column => column.name === name)!
);

/** On a database with the demo accounts (made if missing), an empty table of those columns, made by the demo admin. */
export const createExcelBenchTable = async (db: Db, name: string) => {
    await ensureProfile(db, 'healthcare');
    await seedDemoData(db, 'healthcare');
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
    const table = await createTable(
        db,
        { id: admin!.id, username: admin!.username, role: admin!.role },
        { ip: '', userAgent: 'bench' },
        { name, description: '', columns: EXCEL_BENCH_DEFINITIONS }
    );
    return { admin: admin!, table };
};
