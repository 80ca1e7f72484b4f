/** Money display for the marketing copy: the app's one formatter (schema/pricing.ts via lib/format.ts), plus headline forms. */
import { CURRENCY } from '../../../../schema/pricing.ts';
import { formatFils } from '../../lib/format.ts';

export { formatFils };

/** 'AED 5', 'AED 800' for whole dirhams in headline copy; otherwise the usual 'AED x.xx'. */
export function formatFilsShort(fils: number): string {
  return fils % 100 === 0 ? `${CURRENCY} ${(fils / 100).toLocaleString('en-US')}` : formatFils(fils);
}

/** '1 chat', '2 follow-ups'. */
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
