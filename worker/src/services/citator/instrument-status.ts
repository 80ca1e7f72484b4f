/**
 * Whether an instrument is in force, as the collection records it: the record's status and status note (written for
 * readers) and the instruments recorded as amending or repealing it (the citator's relations, from titles, status
 * notes and repeal articles: ./relations.ts), each with the articles of its own that name the instrument ("Cabinet
 * Decision No. (55) of 2023 … is hereby repealed"). What an AI answer to "Is MD 125/2023 still in force?" states
 * before it quotes, and what the MCP server's check_status says.
 */
import type { Db } from '../../db/client.ts';
import { instrumentStatusRows } from '../../db/repositories/citator-repository.ts';
import { isRepealed } from '../retrieval/scoring.ts';

/** An instrument that amends or repeals another. */
export interface InstrumentChange {
  kind: 'amends' | 'repeals';
  legislationId: number;
  slug: string | null;
  title: string;
  titleAr: string | null;
  /** Whether the collection holds its text. */
  hasText: boolean;
  /** Its numbered articles that name the instrument it changes, in their order ('10'): where it says what it changes. */
  articles: string[];
}

export interface InstrumentStatus {
  legislationId: number;
  slug: string;
  title: string;
  titleAr: string | null;
  status: string | null;
  statusNote: string | null;
  /** Whether the collection holds its text. */
  hasText: boolean;
  /** In force (as amended or not), repealed, or not established (null). */
  inForce: boolean | null;
  /** Oldest first. */
  changedBy: InstrumentChange[];
}

/** in_force: active and amended instruments are in force (as amended); repealed ones are not; otherwise unknown (null). */
export function inForce(status: string | null): boolean | null {
  const s = status?.trim().toLowerCase() ?? '';
  if (isRepealed(status)) return false;
  if (/\b(active|in force|amended|partially repealed)\b/.test(s)) return true;
  return null;
}

interface ChangeJson {
  kind: 'amends' | 'repeals';
  id: number;
  slug: string | null;
  title: string;
  titleAr: string | null;
  hasText: number;
  date: string | null;
  articles: string[];
}

/** "2023-10-02", or "2025-~" from the title "… No. 28 of 2025" when the record has no date ('~' sorts after digits). */
const issuedKey = (c: { date: string | null; title: string }) => c.date ?? `${/\bof\s+(\d{4})\b/.exec(c.title)?.[1] ?? '9999'}-~`;

/** Article numbers in the order of the text: "2" < "10" < "10.1". */
const byArticleNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The public records named (by slug, or by id: a document's chat), in the order named, each with its status. */
export async function instrumentStatuses(db: Db, named: { slugs?: readonly string[]; ids?: readonly number[] }): Promise<InstrumentStatus[]> {
  const slugs = named.slugs ?? [];
  const ids = named.ids ?? [];
  const rows = await instrumentStatusRows(db, { slugs, ids });
  const order = (r: { slug: string; id: number }) => {
    const at = slugs.indexOf(r.slug);
    return at >= 0 ? at : slugs.length + ids.indexOf(r.id);
  };
  return rows
    .sort((a, b) => order(a) - order(b))
    .map((r) => ({
      legislationId: r.id,
      slug: r.slug,
      title: r.title,
      titleAr: r.titleAr,
      status: r.status,
      statusNote: r.statusNote,
      hasText: r.hasText === 1,
      inForce: inForce(r.status),
      changedBy: (JSON.parse(r.changes) as ChangeJson[])
        // By date of issue; an undated record by the year its title gives, after the dated ones of that year.
        .sort((a, b) => issuedKey(a).localeCompare(issuedKey(b)) || a.title.localeCompare(b.title))
        .map((c) => ({
          kind: c.kind,
          legislationId: c.id,
          slug: c.slug,
          title: c.title,
          titleAr: c.titleAr,
          hasText: c.hasText === 1,
          articles: c.articles.filter((n): n is string => typeof n === 'string').sort(byArticleNumber),
        })),
    }));
}
