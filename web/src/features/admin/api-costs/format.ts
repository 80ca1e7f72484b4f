/**
 * Display formats of the API cost page. Spec §9: every amount here has 2 decimals, unlike the rest of
 * the product (schema/pricing.ts formatAed shows 3 below AED 0.01), so this page has its own.
 * The API sends costs to 6 decimals; they are rounded only here, for display.
 */
import { CURRENCY } from '../../../../../schema/pricing.ts';

export function formatCostAed(amount: number): string {
  return `${CURRENCY} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

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
