/**
 * The calendar month (UTC) around an instant, as ISO-8601 bounds [start, end). Stored
 * created_at values are ISO strings of the same shape, so plain string comparison in SQL
 * selects the month and can use the (user_id, created_at) indexes.
 */
export function calendarMonthUtc(now: Date): { start: string; end: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)).toISOString(), end: new Date(Date.UTC(year, month + 1, 1)).toISOString() };
}
