/** Money display for the marketing copy: fils in, AED out. */
import { formatAed } from '../../lib/format.ts';

/** 'AED 5.00' (spec §9 amount display) from an amount in fils. */
export function formatFils(fils: number): string {
  return formatAed(fils / 100);
}

/** 'AED 5', 'AED 800' for whole dirhams in headline copy; otherwise the usual 'AED x.xx'. */
export function formatFilsShort(fils: number): string {
  return fils % 100 === 0 ? `AED ${(fils / 100).toLocaleString('en-US')}` : formatFils(fils);
}

/** '1 chat', '2 follow-ups'. */
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
