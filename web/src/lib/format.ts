/** Display formats of spec §9. Money has one formatter, in schema/pricing.ts (shared with the worker): re-exported here. */
import { formatAed } from '../../../schema/pricing.ts';

export { formatAed, formatFils, formatFilsShort } from '../../../schema/pricing.ts';

/** Context cost: AED to 6 decimals. */
export function formatContextCost(amount: number): string {
  return formatAed(amount, 6);
}

/** API cost page amounts: AED to 2 decimals, also below AED 0.01 (spec §9). */
export function formatCostAed(amount: number): string {
  return formatAed(amount, 2);
}

export function formatNumber(n: number): string {
  return n.toLocaleString('en-US');
}

/** '1 chat', '2 follow-ups'. */
export function countOf(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** '3 April 2023' from an ISO date; null stays null. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
