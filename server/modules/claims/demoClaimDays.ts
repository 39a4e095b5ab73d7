/** Days and money as the demo claim generators count them. */

export const DAY = 86_400_000;
/** How far back demo claims are received: 18 months. */
export const SPREAD_DAYS = 547;

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => isoDay(Date.parse(day) + days * DAY);
export const cents = (amount: number) => Math.round(amount * 100) / 100;
/** A status change's time: the given hour of the day, in UTC. */
export const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
