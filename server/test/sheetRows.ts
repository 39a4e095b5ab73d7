import type { SheetRow } from '../modules/linkExcel';

/** Every row a sheet reader yields, in order, for tests that look at a whole sheet. */
export const collectRows = async (rows: AsyncIterable<SheetRow>) => {
    const all: SheetRow[] = [];
    for await (const row of rows) all.push(row);
    return all;
};
