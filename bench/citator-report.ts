/**
 * `npx tsx bench/citator-report.ts [--corpus DIR] [--dump SLUG]`
 *
 * Runs the citator's parser over the whole corpus (every passage, English `text` and Arabic
 * `textAr`, and the documents' relations) and prints what it found: how many references, how many
 * resolve to a document of the collection and to an article that exists, the instruments it could
 * not resolve, the split by kind and language, the amends/repeals relations, and checks of edges a
 * reader can verify in the texts. `--dump SLUG` also lists every reference of one document.
 * Last line of stdout: one JSON object {found, resolved_documents, resolved_articles, unresolved,
 * implements, refers_to, relations}.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { catalogOf } from '../seed/build-seed-sql.ts';
import { loadCorpus } from '../seed/corpus/load-corpus.ts';
import { documentRelations, findReferences, type FoundReference } from '../worker/src/services/citator/index.ts';
import { formatTable } from './stats.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string', default: process.env.CORPUS_DIR ?? resolve(root, '../shared/corpus') },
    dump: { type: 'string' },
  },
});

interface Found extends FoundReference {
  fromSlug: string;
  fromArticle: string;
}

function main(): void {
  const docs = loadCorpus(resolve(args.corpus!));
  const catalog = catalogOf(docs);
  const articlesOf = new Map(docs.map((d) => [d.slug, new Set(d.articles.map((a) => a.number))]));

  const found: Found[] = [];
  for (const doc of docs) {
    const self = catalog.find((c) => c.slug === doc.slug)!;
    const articleNumbers = articlesOf.get(doc.slug)!;
    for (const a of doc.articles) {
      for (const [language, text] of [
        ['en', a.text],
        ['ar', a.textAr],
      ] as const) {
        if (!text) continue;
        for (const r of findReferences(text, { language, self, catalog, articleNumbers, article: a.number })) {
          found.push({ ...r, fromSlug: doc.slug, fromArticle: a.number });
        }
      }
    }
  }
  const relations = documentRelations(catalog, new Map(docs.filter((d) => d.markdown).map((d) => [d.slug, d.markdown!])));

  const resolvedDocs = found.filter((r) => r.targetSlug !== null);
  const withArticle = resolvedDocs.filter((r) => r.targetArticle !== null);
  const existing = withArticle.filter((r) => articlesOf.get(r.targetSlug!)?.has(r.targetArticle!));
  const withoutText = withArticle.filter((r) => (articlesOf.get(r.targetSlug!)?.size ?? 0) === 0);
  const unresolved = found.filter((r) => r.targetSlug === null);
  const count = (pred: (r: Found) => boolean) => String(found.filter(pred).length);

  console.log(`corpus: ${docs.length} documents, ${docs.reduce((n, d) => n + d.articles.length, 0)} passages\n`);
  console.log(
    formatTable(
      ['references', 'n'],
      [
        ['found', String(found.length)],
        ['resolved to a collection document', String(resolvedDocs.length)],
        ['  … to the same document', count((r) => r.targetSlug === r.fromSlug)],
        ['  … naming an article', String(withArticle.length)],
        ['  … to an article that exists', String(existing.length)],
        ['  … to an article of a document without text', String(withoutText.length)],
        ['  … to an article missing from a document with text', String(withArticle.length - existing.length - withoutText.length)],
        ['unresolved (outside the collection)', String(unresolved.length)],
      ],
    ),
  );

  console.log('\nby kind and language');
  console.log(
    formatTable(
      ['kind', 'en', 'ar', 'total'],
      (['refers_to', 'implements'] as const).map((k) => [
        k,
        count((r) => r.kind === k && r.language === 'en'),
        count((r) => r.kind === k && r.language === 'ar'),
        count((r) => r.kind === k),
      ]),
    ),
  );

  const tally = new Map<string, number>();
  for (const r of unresolved) tally.set(r.instrumentText ?? '?', (tally.get(r.instrumentText ?? '?') ?? 0) + 1);
  console.log('\nmost frequent unresolved instruments');
  console.log(
    formatTable(
      ['instrument', 'n'],
      [...tally]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([t, n]) => [t, String(n)]),
    ),
  );

  const missing = withArticle.filter((r) => !existing.includes(r) && !withoutText.includes(r));
  if (missing.length) {
    console.log('\nreferences to articles that do not exist in the target (first 15)');
    console.log(
      formatTable(
        ['from', 'to', 'text'],
        missing.slice(0, 15).map((r) => [`${r.fromSlug}#${r.fromArticle}`, `${r.targetSlug}#${r.targetArticle}`, r.text.slice(0, 90)]),
      ),
    );
  }

  console.log(`\nrelations (${relations.length})`);
  console.log(
    formatTable(
      ['kind', 'from', 'to', 'source', 'text'],
      relations.map((r) => [r.kind, r.fromSlug, r.toSlug ?? '(outside)', r.source, r.text.slice(0, 90)]),
    ),
  );

  const has = (pred: (r: Found) => boolean) => (found.some(pred) ? 'yes' : 'NO');
  const hasRelation = (kind: string, from: string, to: string) =>
    relations.some((r) => r.kind === kind && r.fromSlug === from && r.toSlug === to) ? 'yes' : 'NO';
  console.log('\nchecks');
  console.log(
    formatTable(
      ['check', 'holds'],
      [
        [
          'md-73-2023 implements fdl-47-2022 Article 21 (en)',
          has(
            (r) => r.fromSlug === 'md-73-2023' && r.kind === 'implements' && r.targetSlug === 'fdl-47-2022' && r.targetArticle === '21' && r.language === 'en',
          ),
        ],
        [
          'md-73-2023 implements fdl-47-2022 Article 21 (ar)',
          has(
            (r) => r.fromSlug === 'md-73-2023' && r.kind === 'implements' && r.targetSlug === 'fdl-47-2022' && r.targetArticle === '21' && r.language === 'ar',
          ),
        ],
        ['no Law implements anything', found.some((r) => r.kind === 'implements' && r.fromSlug.startsWith('fdl-')) ? 'NO' : 'yes'],
        ['cd-100-2023 repeals cd-55-2023', hasRelation('repeals', 'cd-100-2023', 'cd-55-2023')],
        ['cd-10-2024 amends cd-75-2023', hasRelation('amends', 'cd-10-2024', 'cd-75-2023')],
        ['fdl-60-2023 amends fdl-47-2022', hasRelation('amends', 'fdl-60-2023', 'fdl-47-2022')],
      ],
    ),
  );

  if (args.dump) {
    console.log(`\nreferences of ${args.dump}`);
    const rows = found.filter((r) => r.fromSlug === args.dump);
    console.log(
      formatTable(
        ['from', 'lang', 'kind', 'to', 'text'],
        rows.map((r) => [
          r.fromArticle,
          r.language,
          r.kind,
          `${r.targetSlug ?? `?${r.instrumentText}`}#${r.targetArticle ?? ''}`,
          r.text.replace(/\s+/g, ' ').slice(0, 110),
        ]),
      ),
    );
  }

  console.log(
    JSON.stringify({
      found: found.length,
      resolved_documents: resolvedDocs.length,
      resolved_articles: existing.length,
      unresolved: unresolved.length,
      implements: found.filter((r) => r.kind === 'implements').length,
      refers_to: found.filter((r) => r.kind === 'refers_to').length,
      relations: relations.length,
    }),
  );
}

main();
