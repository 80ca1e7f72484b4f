/**
 * `npm run eval:answers [-- --qa FILE] [--facts FILE] [--gate FILE] [--corpus DIR] [--dump DIR]
 *                          [--base-url URL --model NAME [--api-key KEY]]`
 *
 * Answer quality on a JSONL question file (default ../shared/eval/dev.jsonl): every question goes through
 * POST /api/multi-document-search on the bundled Worker in Miniflare (real corpus, fresh D1, signed-in users with a
 * test card), and its answer is measured:
 *
 * - key facts (issue 25; answer-facts.ts, the measure of ../shared/eval/answer-facts.py): the share of questions
 *   whose Summary (at most 120 words) holds every key fact of the question, whose whole answer does, and the share
 *   of facts the Summary holds. Facts come from `--facts`, by default the file beside the questions named
 *   `<name>-facts.jsonl` (../shared/eval/dev-facts.jsonl; bench/eval/dev.ar-facts.jsonl for the Arabic dev set);
 * - shape (answer-shape.ts): lead-ins quoted without their items, lists quoted without some items and no elision
 *   mark, sentences cut; the Summary's and the answer's length;
 * - documents: over questions whose gold articles come from several documents, the share of answers citing every
 *   gold document;
 * - the older measures: whether the Summary cites a gold article, the share of cited sentences from gold articles.
 *
 * All of it by the two fixed halves of the file as well (retrieval-metrics.ts `halfOf`): tune on one, check on the
 * other. Then the gate questions (`--gate`, default bench/eval/gate.jsonl: off-topic questions that must be refused
 * and not charged, short genuine ones that must be answered) are asked.
 *
 * By default the answers come from the extractive analyst. With `--base-url`, `--model` (and `--api-key`, else the
 * environment's EVAL_OPENAI_API_KEY or OPENAI_API_KEY) they come from that OpenAI-compatible endpoint instead,
 * through the product's own model path, so that an operator can score a real model on the same questions and facts.
 *
 * Per-question rows to stdout; the last line is one JSON object (see `summarise`). `--dump DIR` writes every answer
 * to DIR/{id}.md (the passages given and the citations in a comment first), which
 * `python3 ../shared/eval/answer-facts.py score FACTS DIR` scores the same way.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { MultiDocumentSearchResponse } from '../schema/api/research.ts';
import { loadCorpus, type CorpusDocument } from '../seed/corpus/load-corpus.ts';
import { parseFacts, scoreFacts, type FactsScore } from './answer-facts.ts';
import { scoreAnswer } from './answer-metrics.ts';
import { answerLengths, shapeProblems, type ShapeProblems } from './answer-shape.ts';
import { newUser, post } from './bench-client.ts';
import { halfOf, parseQuestions, type EvalQuestion } from './retrieval-metrics.ts';
import { startSeededWorker } from './seeded-worker.ts';
import { formatTable, percentile } from './stats.ts';
import { OFFLINE_ENV, type D1 } from './worker.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
Object.assign(process.env, OFFLINE_ENV);

const { values: args } = parseArgs({
  options: {
    qa: { type: 'string', default: resolve(root, '../shared/eval/dev.jsonl') },
    facts: { type: 'string' },
    gate: { type: 'string', default: resolve(root, 'bench/eval/gate.jsonl') },
    corpus: { type: 'string', default: process.env.CORPUS_DIR ?? resolve(root, '../shared/corpus') },
    dump: { type: 'string' },
    'base-url': { type: 'string' },
    model: { type: 'string' },
    'api-key': { type: 'string' },
  },
});

/** Below the per-user hourly AI limit, so the run never meets a 429. */
const ANSWERS_PER_USER = 50;
const log = (message: string) => process.stderr.write(`${message}\n`);
const round = (x: number) => Math.round(x * 1000) / 1000;
const isArabic = (text: string) => /[\u0600-\u06FF]/.test(text);

/** `dev.jsonl` → `dev-facts.jsonl`, `dev.ar.jsonl` → `dev.ar-facts.jsonl`, beside it; null when there is none. */
function defaultFacts(qa: string): string | null {
  const path = join(dirname(qa), `${basename(qa, '.jsonl')}-facts.jsonl`);
  return existsSync(path) ? path : null;
}

/** The model endpoint's bindings, when one is asked for; the extractive analyst otherwise. */
function modelBindings(): Record<string, string> {
  const baseUrl = args['base-url'];
  if (!baseUrl) return {};
  const key = args['api-key'] ?? process.env.EVAL_OPENAI_API_KEY ?? process.env.OPENAI_API_KEY;
  if (!args.model || !key) throw new Error('--base-url needs --model and an API key (--api-key, or EVAL_OPENAI_API_KEY / OPENAI_API_KEY in the environment)');
  return { OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: args.model, OPENAI_API_KEY: key };
}

interface GateQuestion {
  id: string;
  question: string;
  expect: 'refuse' | 'answer';
}

function parseGate(jsonl: string): GateQuestion[] {
  return jsonl
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      const q = JSON.parse(l) as Partial<GateQuestion>;
      if (typeof q.id !== 'string' || typeof q.question !== 'string' || (q.expect !== 'refuse' && q.expect !== 'answer')) {
        throw new Error(`gate line ${i + 1}: needs "id", "question" and "expect": "refuse" | "answer"`);
      }
      return q as GateQuestion;
    });
}

interface RecordedContext {
  relevance?: { best: number; concepts: number; sharedConcepts: number };
  passages?: Array<{ n: number; slug: string | null; article: string; relevance?: number }>;
}

/** What the research service recorded of the answer: the passages given, with their relevance. */
async function contextOf(db: D1, chatId: number): Promise<RecordedContext> {
  const row = await db.prepare('SELECT context FROM api_calls WHERE chat_id = ? ORDER BY id DESC LIMIT 1').bind(chatId).first<{ context: string | null }>();
  return JSON.parse(row?.context ?? '{}') as RecordedContext;
}

async function chargedEvents(db: D1, chatId: number): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM usage_events WHERE chat_id = ?').bind(chatId).first<{ n: number }>();
  return row?.n ?? 0;
}

const describePassages = (c: RecordedContext) => (c.passages ?? []).map((p) => `${p.n}. ${p.slug}#${p.article} (${p.relevance ?? '?'})`).join('\n');

/** Article texts by slug and number, in the language an answer quotes (the official Arabic for an Arabic question, where there is one). */
function articleTexts(docs: CorpusDocument[]): (slug: string | null, number: string, arabic: boolean) => string | null {
  const bySlug = new Map(docs.map((d) => [d.slug, new Map(d.articles.map((a) => [a.number, a]))]));
  return (slug, number, arabic) => {
    const article = slug ? bySlug.get(slug)?.get(number) : undefined;
    if (!article) return null;
    return (arabic && article.textAr?.trim()) || article.text;
  };
}

interface Row {
  id: string;
  kind: string;
  half: 'A' | 'B';
  facts: FactsScore | null;
  shape: ShapeProblems;
  summaryWords: number;
  words: number;
  summaryCitesGold: boolean;
  goldShare: number;
  /** Questions whose gold articles come from several documents: whether the answer cites each of them. */
  crossDocument: boolean;
  allGoldDocumentsCited: boolean;
  relevance: number;
  shared: number;
  concepts: number;
  noMatch: boolean;
}

function summarise(of: Row[]) {
  const n = of.length || 1;
  const withFacts = of.filter((r) => r.facts);
  const f = withFacts.length || 1;
  const cross = of.filter((r) => r.crossDocument);
  return {
    n: of.length,
    summary_all_facts: round(withFacts.filter((r) => r.facts!.summaryAll).length / f),
    answer_all_facts: round(withFacts.filter((r) => r.facts!.answerAll).length / f),
    fact_recall_summary: round(withFacts.reduce((s, r) => s + r.facts!.summaryRecall, 0) / f),
    summary_cites_gold: round(of.filter((r) => r.summaryCitesGold).length / n),
    gold_sentence_share: round(of.reduce((s, r) => s + r.goldShare, 0) / n),
    words_p50: of.length
      ? percentile(
          of.map((r) => r.words),
          50,
        )
      : 0,
    words_p95: of.length
      ? percentile(
          of.map((r) => r.words),
          95,
        )
      : 0,
    summary_words_max: Math.max(0, ...of.map((r) => r.summaryWords)),
    summaries_over_120_words: of.filter((r) => r.summaryWords > 120).length,
    lead_ins_without_items: of.reduce((s, r) => s + r.shape.leadInsWithoutItems, 0),
    dropped_list_items: of.reduce((s, r) => s + r.shape.droppedItems, 0),
    cut_sentences: of.reduce((s, r) => s + r.shape.cutSentences, 0),
    cross_document: { n: cross.length, every_gold_document_cited: round(cross.filter((r) => r.allGoldDocumentsCited).length / (cross.length || 1)) },
    refused: of.filter((r) => r.noMatch).length,
  };
}

async function main(): Promise<void> {
  const qaPath = resolve(args.qa!);
  const questions = parseQuestions(readFileSync(qaPath, 'utf8'));
  const factsPath = args.facts ? resolve(args.facts) : defaultFacts(qaPath);
  const facts = factsPath ? parseFacts(readFileSync(factsPath, 'utf8')) : new Map<string, string[]>();
  if (!factsPath) log(`no key facts beside ${qaPath} (expected ${basename(qaPath, '.jsonl')}-facts.jsonl): key facts are not measured`);
  const gate = args.gate && existsSync(args.gate) ? parseGate(readFileSync(args.gate, 'utf8')) : [];
  const docs = loadCorpus(resolve(args.corpus!));
  const textOf = articleTexts(docs);
  const bindings = modelBindings();
  const { mf, db } = await startSeededWorker(root, 'answers', docs, log, bindings);
  try {
    let cookie = '';
    let asked = 0;
    const ask = async (id: string, question: string) => {
      if (asked++ % ANSWERS_PER_USER === 0) cookie = await newUser(mf, db, asked, { card: true });
      const res = await post(mf, '/api/multi-document-search', { query: question.slice(0, 2000) }, cookie);
      if (res.status !== 200) throw new Error(`${id}: answered ${res.status} ${JSON.stringify(res.json)}`);
      const body = res.json as unknown as MultiDocumentSearchResponse;
      const context = await contextOf(db, body.chatId);
      if (args.dump) {
        const cited = body.citations.map((c) => `[${c.n}] ${c.slug}#${c.article}`).join('\n');
        writeFileSync(
          join(args.dump, `${id}.md`),
          `<!-- ${question}\n\npassages (relevance):\n${describePassages(context)}\n\ncitations:\n${cited}\n-->\n\n${body.response}\n`,
        );
      }
      return { body, context };
    };
    if (args.dump) mkdirSync(args.dump, { recursive: true });

    const rows: Row[] = [];
    for (const q of questions) {
      const { body, context } = await ask(q.id, q.question);
      rows.push(measure(q, body, context, facts.get(q.id) ?? null, textOf));
    }
    const gateRows: Array<GateQuestion & { refused: boolean; charged: number; relevance: number; shared: string }> = [];
    for (const g of gate) {
      const { body, context } = await ask(g.id, g.question);
      gateRows.push({
        ...g,
        refused: body.no_match === true,
        charged: await chargedEvents(db, body.chatId),
        relevance: context.relevance?.best ?? Number.NaN,
        shared: `${context.relevance?.sharedConcepts}/${context.relevance?.concepts}`,
      });
    }

    process.stdout.write(
      `${formatTable(
        [
          'id',
          'half',
          'kind',
          'facts in summary',
          'facts in answer',
          'summary words',
          'words',
          'gold documents',
          'shape',
          'best relevance',
          'concepts shared',
          'no match',
        ],
        rows.map((r) => [
          r.id,
          r.half,
          r.kind,
          r.facts ? `${r.facts.factsInSummary}/${facts.get(r.id)!.length}${r.facts.summaryAll ? ' ok' : ''}` : '-',
          r.facts ? `${r.facts.factsInAnswer}/${facts.get(r.id)!.length}` : '-',
          String(r.summaryWords),
          String(r.words),
          r.crossDocument ? (r.allGoldDocumentsCited ? 'all' : 'MISSING') : '',
          r.shape.notes.join('; '),
          r.relevance.toFixed(3),
          `${r.shared}/${r.concepts}`,
          r.noMatch ? 'NO MATCH' : '',
        ]),
      )}\n\n`,
    );
    if (gateRows.length) {
      process.stdout.write(
        `${formatTable(
          ['gate question', 'expected', 'outcome', 'charged', 'best relevance', 'concepts shared'],
          gateRows.map((r) => [
            r.question,
            r.expect,
            r.refused === (r.expect === 'refuse') ? (r.refused ? 'refused' : 'answered') : r.refused ? 'REFUSED' : 'ANSWERED',
            String(r.charged),
            r.relevance.toFixed(3),
            r.shared,
          ]),
        )}\n\n`,
      );
    }
    const offTopic = gateRows.filter((r) => r.expect === 'refuse');
    const genuine = gateRows.filter((r) => r.expect === 'answer');
    const result = {
      analyst: bindings.OPENAI_MODEL ? `model ${bindings.OPENAI_MODEL}` : 'extractive',
      ...summarise(rows),
      // Tune on one half, check on the other (retrieval-metrics.ts halfOf).
      half_a: summarise(rows.filter((r) => r.half === 'A')),
      half_b: summarise(rows.filter((r) => r.half === 'B')),
      gate: {
        off_topic: offTopic.length,
        off_topic_refused: offTopic.filter((r) => r.refused).length,
        off_topic_charged: offTopic.filter((r) => r.charged > 0).length,
        genuine: genuine.length,
        genuine_refused: genuine.filter((r) => r.refused).length,
      },
      relevance_dev_min: round(Math.min(...rows.map((r) => r.relevance))),
      /** Over the file, the fewest question concepts held by a question's most matching article. */
      shared_concepts_dev_min: Math.min(...rows.map((r) => r.shared)),
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await mf.dispose();
  }
}

function measure(
  q: EvalQuestion,
  body: MultiDocumentSearchResponse,
  context: RecordedContext,
  questionFacts: string[] | null,
  textOf: ReturnType<typeof articleTexts>,
): Row {
  const citations = body.citations.map((c) => ({ n: c.n, slug: c.slug, article: c.article }));
  const s = scoreAnswer(body.response, citations, q.gold);
  const arabic = isArabic(q.question);
  const byNumber = new Map(citations.map((c) => [c.n, c]));
  const shape = shapeProblems(body.response, (n) => {
    const c = byNumber.get(n);
    return c ? textOf(c.slug, c.article, arabic) : null;
  });
  const goldDocuments = [...new Set(q.gold.map((g) => g.slug))];
  const citedDocuments = new Set(citations.map((c) => c.slug));
  const lengths = answerLengths(body.response);
  return {
    id: q.id,
    kind: q.kind ?? '',
    half: halfOf(q.id),
    facts: questionFacts ? scoreFacts(body.response, questionFacts) : null,
    shape,
    summaryWords: lengths.summaryWords,
    words: lengths.words,
    summaryCitesGold: s.summaryCitesGold,
    goldShare: s.goldSentenceShare,
    crossDocument: goldDocuments.length > 1,
    allGoldDocumentsCited: goldDocuments.every((slug) => citedDocuments.has(slug)),
    relevance: context.relevance?.best ?? Number.NaN,
    shared: context.relevance?.sharedConcepts ?? Number.NaN,
    concepts: context.relevance?.concepts ?? Number.NaN,
    noMatch: body.no_match === true,
  };
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
