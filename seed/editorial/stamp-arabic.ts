/**
 * `npm run editorial:stamp -- <slug> [<slug> …] [--corpus DIR]`
 *
 * Records, in seed/editorial/ar/<slug>.json, the fingerprint of the English summary and key points the
 * Arabic was translated from. Run it after translating or reviewing a file against the current English:
 * the seed uses an Arabic translation only while the English it was made from is unchanged
 * (load-corpus.ts), so an edited English summary never sits beside a stale Arabic one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ARABIC_EDITORIAL_DIR, assertKeyPointsPair, englishFingerprint } from '../corpus/load-corpus.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { corpus: { type: 'string', default: process.env.CORPUS_DIR ?? resolve(import.meta.dirname, '../../../shared/corpus') } },
});
if (!positionals.length) throw new Error('usage: npm run editorial:stamp -- <slug> [<slug> …]');

for (const slug of positionals) {
  const meta = JSON.parse(readFileSync(join(values.corpus!, 'en', `${slug}.meta.json`), 'utf8')) as { summary_en: string; key_points_en: string[] };
  const path = join(ARABIC_EDITORIAL_DIR, `${slug}.json`);
  const file = JSON.parse(readFileSync(path, 'utf8')) as { slug: string; summary_ar: string; key_points_ar: string[] };
  if (file.slug !== slug) throw new Error(`${path} is for ${file.slug}`);
  assertKeyPointsPair(path, file.key_points_ar.length, meta.key_points_en.length);
  const stamped = { slug, source: englishFingerprint(meta.summary_en, meta.key_points_en), summary_ar: file.summary_ar, key_points_ar: file.key_points_ar };
  writeFileSync(path, `${JSON.stringify(stamped, null, 2)}\n`);
  console.log(`${slug}: ${stamped.source}`);
}
