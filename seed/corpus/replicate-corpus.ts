/**
 * Generated load-test corpora: the real corpus repeated, each copy with its own slug and a
 * title that says it is a copy. Used by the benchmark (100×) and by the browser test of
 * 'Load More', which needs more records than one page. Never used by `npm start`.
 */
import type { CorpusDocument } from './load-corpus.ts';

export function replicateCorpus(docs: CorpusDocument[], copies: number): CorpusDocument[] {
  const out: CorpusDocument[] = [...docs];
  for (let i = 1; i < copies; i++) {
    for (const d of docs) out.push({ ...d, slug: `${d.slug}-copy-${i}`, title: `${d.title} [generated copy ${i}]` });
  }
  return out;
}
