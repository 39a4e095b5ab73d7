/**
 * How many claims a search matched, kept by this server with the claims' version it was counted
 * at (`claim_changes`, moved by the database with every write to claims): a search whose count is
 * kept under the current version is not counted again. The version is read in the search's own
 * statement, so a total is never used once any claim changed, on any server.
 */
export interface CountedTotal {
    version: string;
    total: number;
}

/** A version no database holds: the search counts its claims. */
export const NOT_COUNTED: CountedTotal = { version: '-1', total: 0 };

/** Searches kept at most: one per combination of filters, scope and values used lately. */
const KEPT = 5_000;

export class SearchTotals {
    private readonly kept = new Map<string, CountedTotal>();

    /** The total kept for what a search counts (`statementIdentity` of its count), or NOT_COUNTED. */
    known(countKey: string | undefined): CountedTotal {
        return (countKey && this.kept.get(countKey)) || NOT_COUNTED;
    }

    keep(countKey: string | undefined, counted: CountedTotal) {
        if (!countKey) return;
        // The oldest go first: a Map keeps its keys in the order they were set.
        this.kept.delete(countKey);
        if (this.kept.size >= KEPT) this.kept.delete(this.kept.keys().next().value!);
        this.kept.set(countKey, counted);
    }
}
