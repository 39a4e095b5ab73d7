/**
 * Number text for dashboards and lists: vue-element-admin's `numberFormatter` and
 * `toThousandFilter` filters, kept exactly: `1.2k`-style symbols, and thousands separated by commas.
 */
const SYMBOLS = [
    { value: 1e18, symbol: 'E' },
    { value: 1e15, symbol: 'P' },
    { value: 1e12, symbol: 'T' },
    { value: 1e9, symbol: 'G' },
    { value: 1e6, symbol: 'M' },
    { value: 1e3, symbol: 'k' },
] as const;
/** `1.50` → `1.5`, `2.00` → `2`. */
const TRAILING_ZEROS = /\.0+$|(\.[0-9]*[1-9])0+$/;

/**
 * Short form with the largest fitting symbol: `(1234, 1)` → '1.2k'. Rounding is `toFixed` on
 * binary floats (1.005 → '1.00' → '1k') and never rolls over to the next symbol
 * (`(999999, 1)` → '1000k'); no `digits` means 0 decimals. Below 1000, negatives and NaN come back
 * as `toString()`. The original throws on undefined/null; this returns ''.
 */
export const numberFormatter = (num: number | null | undefined, digits?: number): string => {
    if (num == null) return '';
    // `>=` and `/` convert a numeric string from untyped data, as in the original ('5000' → '5k').
    const unit = SYMBOLS.find(({ value }) => num >= value);
    if (!unit) return String(num);
    return (num / unit.value).toFixed(digits).replace(TRAILING_ZEROS, '$1') + unit.symbol;
};

/** Commas in the integer part only: 1234567.891 → '1,234,567.891'. Not a number (or 0) → '0'. */
export const toThousandFilter = (num: unknown): string =>
    (Number(num) || 0).toString().replace(/^-?\d+/g, integer => integer.replace(/(?=(?!\b)(\d{3})+$)/g, ','));
