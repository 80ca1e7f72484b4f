/**
 * Date display of the API cost page. Its amounts (2 decimals, spec §9) go through the one money
 * formatter: formatCostAed in web/src/lib/format.ts. The API sends costs to 6 decimals; they are
 * rounded only there, for display.
 */

/** 'Nov 2026' from '2026-11'. */
export function formatMonth(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? month : d.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** '23 Nov 2026, 14:05 UTC'. */
export function formatCallTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`;
}
