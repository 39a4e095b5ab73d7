/** Today's calendar date in UTC (yyyy-mm-dd): the day against which the claim actions' due dates count. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
