/** Display formats of spec §9. Money has one formatter, in schema/pricing.ts (shared with the worker): re-exported here. */
export { formatAed, formatFils } from '../../../schema/pricing.ts';

/** Context cost: AED to 6 decimals. */
export function formatContextCost(amount: number): string {
  return `AED ${amount.toFixed(6)}`;
}

export function formatNumber(n: number): string {
  return n.toLocaleString('en-US');
}

/** '3 April 2023' from an ISO date; null stays null. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
