/**
 * A formatter of a part of a whole as a whole-number percentage in the user's language, "—" when
 * there is no whole (a table without listings, a week before any).
 */
export const shareOf = (locale: string) => {
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    return (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : '—');
};
