/** Counted nouns for texts that take a number and the formatters: '1 chat' / 'محادثة واحدة', '3 محادثات', '11 محادثة'. */
import type { Formatters } from './format.ts';

export type Count = (n: number, f: Formatters) => string;

export const englishCount =
  (one: string, many: string): Count =>
  (n, f) =>
    `${f.number(n)} ${n === 1 ? one : many}`;

/** Arabic: the noun's own forms for one and two, its plural for 3–10, its singular for 11 and more. */
export const arabicCount =
  (one: string, two: string, few: string, many: string): Count =>
  (n, f) =>
    f.plural(n, { one, two, few: `${f.number(n)} ${few}`, many: `${f.number(n)} ${many}`, other: `${f.number(n)} ${many}` });
