/**
 * Generated load-test corpora: the real corpus repeated, each copy with its own slug and a
 * title that says it is a copy. Used by the benchmark (100×) and by the browser test of
 * 'Load More', which needs more records than one page. Never used by `npm start`.
 */
import type { CorpusDocument } from './load-corpus.ts';

/** What copy `i` (≥ 1) appends to every slug and title: one home for the names, also used by bench/replicate-in-sql.ts. */
export function copySuffixes(i: number): { slug: string; title: string } {
  return { slug: `-copy-${i}`, title: ` [generated copy ${i}]` };
}

/** Copy `i` (≥ 1) of the corpus: every document under a new slug and title, texts and articles unchanged. */
export function corpusCopy(docs: readonly CorpusDocument[], i: number): CorpusDocument[] {
  const suffix = copySuffixes(i);
  return docs.map((d) => ({ ...d, slug: `${d.slug}${suffix.slug}`, title: `${d.title}${suffix.title}` }));
}

/** The real corpus followed by `copies - 1` generated copies. */
export function replicateCorpus(docs: CorpusDocument[], copies: number): CorpusDocument[] {
  const out: CorpusDocument[] = [...docs];
  for (let i = 1; i < copies; i++) out.push(...corpusCopy(docs, i));
  return out;
}
