/**
 * Billing periods of the Professional Plan: calendar months (UTC) from the subscription's start, as
 * Stripe counts them: period n runs from anchor + (n - 1) months to anchor + n months, on the
 * anchor's day of the month or the month's last day when it is shorter (31 January → 28/29
 * February → 31 March). Counting every period from the anchor, never from the previous period, is
 * what keeps the 31st from drifting to the 28th.
 */

/** `months` calendar months after `anchor` (epoch seconds), at the anchor's time of day (UTC). */
export function addCalendarMonths(anchor: number, months: number): number {
  const d = new Date(anchor * 1000);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), lastDay);
  return Math.floor(Date.UTC(year, month, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()) / 1000);
}

/** Period n (1 = the first) of a subscription started at `anchor`. */
export function periodBounds(anchor: number, n: number): { start: number; end: number } {
  return { start: addCalendarMonths(anchor, n - 1), end: addCalendarMonths(anchor, n) };
}

/** '12 December 2026' (UTC) */
export function formatPeriodDate(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
