/**
 * Finds the references in one passage: article references ("Clause (2) of Article (55) of the
 * Corporate Tax Law", "المادة (20) من هذا المرسوم بقانون") with the instrument that governs them,
 * and instruments named on their own ("Cabinet Decision No. (44) of 2020"). A bare article is an
 * article of the passage's own document; clauses without an article ("Clause (2) of this Article")
 * stay inside the article and are not references.
 */
import { AR_MARKS, AR_START } from './arabic-words.ts';
import { ARTICLE_KEYWORD, parseArticleList, unitChainStart } from './article-lists.ts';
import {
  DECREE_LAW,
  findInstrumentMentions,
  isLaw,
  resolveInstrument,
  unknownInstrumentAt,
  type InstrumentMention,
  type InstrumentRef,
} from './instrument-names.ts';
import type { FoundReference, Language, ReferenceContext } from './types.ts';

/** What follows the article numbers: the instrument named, "thereof" (the one named before), or nothing (this document). */
type Tail = { kind: 'mention'; mention: InstrumentMention } | { kind: 'thereof'; end: number } | { kind: 'none' };

interface Chain {
  start: number;
  /** End of the article numbers. */
  listEnd: number;
  numbers: string[];
  tail: Tail;
}

// ---------------------------------------------------------------- the words around an article reference

const OF: Readonly<Record<Language, { short: RegExp; long: RegExp }>> = {
  en: { short: /\s+of\s+/y, long: /\s+of\s+(?:the\s+)?(?:aforementioned|above-mentioned|abovementioned|said)\s+/y },
  ar: { short: /\s+من\s+/uy, long: /\s+من\s+/uy },
};
const THEREOF: Readonly<Record<Language, RegExp>> = {
  en: /\s+thereof\b/y,
  ar: /\s+(?:منه|منها)(?![\p{L}\p{M}])/uy,
};
/** A heading between the number and the instrument: "Article 4 (Other Conditions …) of Ministerial Decision No. 127". */
const HEADING = /\s*\([^()\n]*\s[^()\n]*\)/uy;

/** Only connectors between two references: they share the instrument named after the last ("Clause (1) of Article (53) or Clause (1) of Article (55) of …"). */
const COORDINATION: Readonly<Record<Language, RegExp>> = {
  en: /^[^\S\n]*,?[^\S\n]*(?:and|or|and\/or|as well as)?[^\S\n]*,?[^\S\n]*$/,
  ar: /^[^\S\n]*[،,]?[^\S\n]*(?:أو|او)?[^\S\n]*$/u,
};

/**
 * Drafting that delegates or fills in a Law's article: "For the purposes of Article (21) of the
 * Decree-Law", "For the purposes of applying the provisions of Article (18) …", "… referred to in
 * Article (21) …", "in accordance with …", "in implementation of …", "لأغراض المادة", "لغايات تطبيق
 * أحكام المادة", "المشار إليها في", "وفقاً للبند".
 */
const IMPLEMENTING: Readonly<Record<Language, RegExp>> = {
  en: /(?:\bfor (?:the )?purposes? of(?: applying| the application of)?(?: the provisions of)?|\breferred to in|\bin accordance with(?: the provisions of)?|\bin implementation of(?: the provisions of)?)\s*$/i,
  ar: new RegExp(
    `${AR_START}[وف]?(?:لأغراض|لاغراض|لغايات|لغرض|المشار إلي(?:ه|ها|هم|هما) في|وفق${AR_MARKS}(?:ا${AR_MARKS})?|طبق${AR_MARKS}ا${AR_MARKS}|تنفيذ${AR_MARKS}ا${AR_MARKS}|استناد${AR_MARKS}ا${AR_MARKS} (?:إلى|الى))` +
      `(?:\\s+تطبيق)?(?:\\s+(?:[لب]?أحكام|[لب]?احكام|[لب]?نص))?\\s*$`,
    'u',
  ),
};
const TRIGGER_LOOK_BACK = 60;

/** The Ministry of Justice's footnotes ("[Note 3] …", "[حاشية] …") report on the text; they implement nothing. */
const EDITORIAL_NOTE = /^\s*\[(?:Note\s*\d+|حاشية)\]/u;
const lineBefore = (text: string, at: number) => text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
const inEditorialNote = (text: string, at: number) => EDITORIAL_NOTE.test(lineBefore(text, at));

/**
 * A note quoting another instrument's words ('Article 3 of Federal Decree-Law No. 60 … provides as
 * follows: "… Article Four of this Decree-Law …"'): inside the quotation "this" is that instrument,
 * which the parser cannot tell, so references there are left out.
 */
function quotedInNote(text: string, at: number): boolean {
  const line = lineBefore(text, at);
  if (!EDITORIAL_NOTE.test(line)) return false;
  const straight = (line.match(/"/g) ?? []).length;
  const curly = (line.match(/“/g) ?? []).length - (line.match(/”/g) ?? []).length;
  return straight % 2 === 1 || curly > 0;
}

/** An instrument named inside the title of the one before it ("Cabinet Decision No. (55) of 2023 on … for the Purposes of Federal Decree-Law No. (47) of 2022"). */
const IN_TITLE: Readonly<Record<Language, (gap: string) => boolean>> = {
  en: (gap) =>
    !/[.;:\n]/.test(gap) &&
    (/^\s+(?:on|concerning|regarding)\s+$/i.test(gap) ||
      /^\s*(?:on|concerning|regarding|in respect of|promulgating|amending|for the purposes? of)\b.*\b(?:of|amending|implementing|promulgating)\s+$/i.test(gap)),
  ar: (gap) => !/[.;:\n،؛]/.test(gap) && /^\s*(?:في شأن|بشأن|حول|لأغراض|لغايات|بتعديل|بإصدار)/u.test(gap) && !/\sو(?:في|على|من)\s/u.test(gap),
};
const TITLE_MAX = 300;

// ---------------------------------------------------------------- parsing

function sticky(re: RegExp, text: string, at: number): number {
  re.lastIndex = at;
  const m = re.exec(text);
  return m ? m[0].length : -1;
}

function parseTail(text: string, at: number, language: Language, mentionAt: ReadonlyMap<number, InstrumentMention>): Tail {
  const heading = sticky(HEADING, text, at);
  for (const pos of heading > 0 ? [at, at + heading] : [at]) {
    for (const re of [OF[language].short, OF[language].long]) {
      const n = sticky(re, text, pos);
      if (n < 0) continue;
      const m = mentionAt.get(pos + n);
      if (m && !m.defining) return { kind: 'mention', mention: m };
    }
  }
  const thereof = sticky(THEREOF[language], text, at);
  if (thereof > 0) return { kind: 'thereof', end: at + thereof };
  const of = sticky(OF[language].short, text, at);
  if (of > 0) {
    const unknown = unknownInstrumentAt(text.slice(at + of, at + of + 120), at + of, language);
    if (unknown) return { kind: 'mention', mention: unknown };
  }
  return { kind: 'none' };
}

const tailEnd = (chain: Chain) => (chain.tail.kind === 'mention' ? chain.tail.mention.end : chain.tail.kind === 'thereof' ? chain.tail.end : chain.listEnd);

function parseChains(text: string, language: Language, mentions: readonly InstrumentMention[]): Chain[] {
  const mentionAt = new Map(mentions.map((m) => [m.start, m]));
  const chains: Chain[] = [];
  for (const k of text.matchAll(ARTICLE_KEYWORD[language])) {
    if (chains.length && k.index < tailEnd(chains[chains.length - 1]!)) continue;
    const list = parseArticleList(text, k.index + k[0].length, language);
    if (!list) continue;
    chains.push({
      start: unitChainStart(text, k.index, language),
      listEnd: list.end,
      numbers: list.numbers,
      tail: parseTail(text, list.end, language, mentionAt),
    });
  }
  return chains;
}

/** Coordinated references without an instrument of their own take the one named after the last of them. */
function shareInstruments(text: string, chains: readonly Chain[], language: Language): Array<{ chain: Chain; tail: Tail; end: number; groupStart: number }> {
  const out = chains.map((chain) => ({ chain, tail: chain.tail, end: tailEnd(chain), groupStart: chain.start }));
  for (let i = out.length - 2; i >= 0; i--) {
    const cur = out[i]!;
    const next = out[i + 1]!;
    if (!COORDINATION[language].test(text.slice(tailEnd(cur.chain), next.chain.start))) continue;
    if (cur.tail.kind === 'none' && next.tail.kind !== 'none') {
      cur.tail = next.tail;
      cur.end = next.end;
    }
  }
  for (let i = 1; i < out.length; i++) {
    const prev = out[i - 1]!;
    if (COORDINATION[language].test(text.slice(tailEnd(prev.chain), out[i]!.chain.start))) out[i]!.groupStart = prev.groupStart;
  }
  return out;
}

// ---------------------------------------------------------------- resolving

/**
 * The article of this document a number names, or null to drop it: paragraphs of a dotted article
 * ("1.5.1") target the article ("1.5"); inside an annex numbered "2.1", "2.2" … a bare "Article 2"
 * is the annex's chapter; a number that is no article of this document is dropped.
 */
function ownArticle(n: string, ctx: ReferenceContext): string | null {
  const known = ctx.articleNumbers;
  if (!known) return n;
  const inAnnex = ctx.article !== undefined && ctx.article.includes('.');
  if (inAnnex && !n.includes('.') && [...known].some((k) => k.startsWith(`${n}.`))) return null;
  for (let parts = n.split('.'); parts.length; parts = parts.slice(0, -1)) {
    const candidate = parts.join('.');
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** The mentions that are part of the title of the numbered instrument before them. */
function titleMentions(text: string, mentions: readonly InstrumentMention[], language: Language): Set<InstrumentMention> {
  const inTitle = new Set<InstrumentMention>();
  for (let i = 1; i < mentions.length; i++) {
    const prev = mentions[i - 1]!;
    const m = mentions[i]!;
    if (prev.ref.kind === 'numbered' && m.start - prev.end < TITLE_MAX && IN_TITLE[language](text.slice(prev.end, m.start))) inTitle.add(m);
  }
  return inTitle;
}

/** What "thereof" / "منه" points back to: the last instrument named before, not one inside another's title. */
function antecedent(mentions: readonly InstrumentMention[], inTitle: ReadonlySet<InstrumentMention>, before: number): InstrumentMention | null {
  let found: InstrumentMention | null = null;
  for (const m of mentions) if (m.end <= before && m.ref.kind !== 'self' && !m.defining && !inTitle.has(m)) found = m;
  return found;
}

/**
 * The instruments by the rank of their power to delegate: a Law delegates to the Cabinet and the Minister, a Cabinet
 * Decision to the Minister or the Authority ("the percentage … specified by the Minister"), whose decision fills it in.
 */
const RANK: Readonly<Record<string, number>> = {
  [DECREE_LAW]: 3,
  'Federal Law': 3,
  'Cabinet Decision': 2,
  'Ministerial Decision': 1,
  'Federal Tax Authority Decision': 1,
};

/** Whether an instrument of type `target` is above one of type `self`: only then can `self` implement it. */
function outranks(target: string | null, self: string | null): boolean {
  const above = target === null ? undefined : RANK[target];
  return above !== undefined && above > (self === null ? 0 : (RANK[self] ?? 0));
}

export function findReferences(text: string, ctx: ReferenceContext): FoundReference[] {
  const { language, self, catalog } = ctx;
  const mentions = findInstrumentMentions(text, language);
  const inTitle = titleMentions(text, mentions, language);
  const used = new Set<InstrumentMention>();
  const out: FoundReference[] = [];
  const selfIsLaw = isLaw(self);
  const implementing = (at: number) => !inEditorialNote(text, at) && IMPLEMENTING[language].test(text.slice(Math.max(0, at - TRIGGER_LOOK_BACK), at));

  for (const { chain, tail, end, groupStart } of shareInstruments(text, parseChains(text, language, mentions), language)) {
    if (quotedInNote(text, chain.start)) continue;
    let named: InstrumentMention | null = null;
    if (tail.kind === 'mention') named = tail.mention;
    if (tail.kind === 'thereof') {
      named = antecedent(mentions, inTitle, chain.start);
      if (!named) continue;
    }
    if (named) used.add(named);
    const ref: InstrumentRef = named ? named.ref : { kind: 'self' };
    const target = resolveInstrument(ref, self, catalog);
    const isSelf = target.slug === self.slug;
    const kind = !selfIsLaw && !isSelf && outranks(target.type, self.type) && implementing(groupStart) ? 'implements' : 'refers_to';
    const articles = new Set<string>();
    for (const n of chain.numbers) {
      const article = isSelf ? ownArticle(n, ctx) : n;
      // A paragraph of the passage's own article ("Article 3.1.2" inside 3.1) stays inside it, like "Clause (2) of this Article".
      if (article !== null && !(isSelf && article === ctx.article)) articles.add(article);
    }
    for (const article of articles) {
      out.push({
        kind,
        language,
        start: chain.start,
        end,
        text: text.slice(chain.start, end),
        targetSlug: target.slug,
        targetArticle: article,
        instrumentText: isSelf ? null : named!.text,
      });
    }
  }

  for (const m of mentions) {
    if (used.has(m) || m.defining || inTitle.has(m) || m.ref.kind === 'self' || quotedInNote(text, m.start)) continue;
    const target = resolveInstrument(m.ref, self, catalog);
    if (target.slug === self.slug) continue;
    if (m.ref.kind === 'named' && m.ref.name === 'decision' && target.slug === null) continue;
    out.push({
      kind: 'refers_to',
      language,
      start: m.start,
      end: m.end,
      text: text.slice(m.start, m.end),
      targetSlug: target.slug,
      targetArticle: null,
      instrumentText: m.text,
    });
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}
