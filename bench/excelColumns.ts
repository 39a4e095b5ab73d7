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
