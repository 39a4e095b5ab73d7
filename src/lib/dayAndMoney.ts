/** Money with its currency and a calendar day (a `YYYY-MM-DD` date, shown as that day in any time zone), as they read on screen. */

export const formatMoney = (amount: number | null | undefined, currency: string, locale: string) =>
    amount === null || amount === undefined
        ? '—'
        : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

export const formatDay = (day: string | null | undefined, locale: string) =>
    day
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
        : '—';
