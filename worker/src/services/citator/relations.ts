/**
 * Amends / repeals between instruments, always from the amending or repealing instrument to the one
 * it changes. Three places say so: titles ("… Amending Cabinet Decision No. 75 of 2023"), the
 * manifest's status notes ("Abrogated by Cabinet Decision No. 100 of 2023", "Replaced CD 81/2023"),
 * and repeal articles ("Cabinet Decision No. (55) of 2023 … is hereby repealed", "يُلغى قرار …").
 * A partial repeal changes an instrument without ending it, so it is an amendment.
 */
import { AR_MARKS } from './arabic-words.ts';
import { findInstrumentMentions, resolveInstrument, type InstrumentMention } from './instrument-names.ts';
import type { CatalogDocument, DocumentRelation, Language } from './types.ts';

type Kind = DocumentRelation['kind'];

const kindOfVerb = (verb: string, partially: boolean): Kind => (partially || /^amend/i.test(verb) ? 'amends' : 'repeals');

// ---------------------------------------------------------------- titles

const TITLE_VERBS: ReadonlyArray<readonly [Language, RegExp]> = [
  ['en', /\b(Amending|Amendment of|Amendments to|Repealing|Abrogating)(?:\s+(?:Certain|Some)\s+Provisions\s+of)?\s+(?:the\s+)?$/i],
  ['ar', /(بتعديل|تعديل|بإلغاء|إلغاء)(?:\s+بعض)?(?:\s+أحكام)?\s+$/u],
];

function fromTitle(doc: CatalogDocument, catalog: readonly CatalogDocument[]): DocumentRelation[] {
  const out: DocumentRelation[] = [];
  for (const [language, verb] of TITLE_VERBS) {
    const title = language === 'en' ? doc.title : doc.titleAr;
    if (!title) continue;
    for (const m of findInstrumentMentions(title, language)) {
      if (m.ref.kind !== 'numbered') continue;
      const v = verb.exec(title.slice(0, m.start));
      if (!v) continue;
      const to = resolveInstrument(m.ref, doc, catalog).slug;
      if (to === doc.slug) continue;
      const kind: Kind = /عديل|amend/i.test(v[1]!) ? 'amends' : 'repeals';
      out.push({ kind, fromSlug: doc.slug, toSlug: to, text: title.slice(v.index, m.end), source: 'title' });
    }
  }
  return out;
}

// ---------------------------------------------------------------- status notes

/** Where the clause holding `at` starts: after the last ';' or sentence end outside parentheses. */
function clauseStart(note: string, at: number): number {
  let start = 0;
  let depth = 0;
  for (let i = 0; i < at; i++) {
    const c = note[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (c === ';' || (c === '.' && /^\s+[A-Z]/.test(note.slice(i + 1, i + 3))))) start = i + 1;
  }
  return start;
}

const withoutParentheses = (s: string) => s.replace(/\([^()]*\)/g, ' ');

/** "Amended by X", "Abrogated by X", "… and by Y", "amended since (e.g. by X": the note's document was changed by X. */
const CHANGED_BY =
  /^\s*(partially\s+)?(amended|abrogated|repealed|replaced|superseded|cancelled)\b(?:\s+since)?\s*\(?(?:e\.g\.\s*)?(?:by\s+.*?\s+and\s+)?by\s+$/i;
/** "Replaced X", "Repealed X": the note's document changed X. */
const CHANGED = /^\s*(partially\s+)?(amends|amended|repeals|repealed|abrogates|abrogated|replaces|replaced|supersedes|superseded)\s+$/i;
/** Notes that only suspect a relation do not make one. */
const HEDGED = /\b(?:possibly|appears?|may have|not verified|unverified|verify)\b/i;

function fromStatusNote(doc: CatalogDocument, catalog: readonly CatalogDocument[]): DocumentRelation[] {
  const note = doc.statusNote;
  if (!note) return [];
  const out: DocumentRelation[] = [];
  for (const m of findInstrumentMentions(note, 'en')) {
    if (m.ref.kind !== 'numbered') continue;
    const start = clauseStart(note, m.start);
    const prefix = withoutParentheses(note.slice(start, m.start));
    if (HEDGED.test(prefix)) continue;
    const other = resolveInstrument(m.ref, doc, catalog).slug;
    if (other === doc.slug) continue;
    const passive = CHANGED_BY.exec(prefix);
    const active = passive ? null : CHANGED.exec(prefix);
    const v = passive ?? active;
    if (!v) continue;
    const verb = `${v[1] ?? ''}${v[2]!}`;
    const kind = kindOfVerb(v[2]!, Boolean(v[1]));
    // The changing instrument must be a document of the collection; the changed one may be outside it.
    if (passive && other) out.push({ kind, fromSlug: other, toSlug: doc.slug, text: `${capitalise(verb)} by ${m.text}`, source: 'status_note' });
    if (active) out.push({ kind, fromSlug: doc.slug, toSlug: other, text: `${capitalise(verb)} ${m.text}`, source: 'status_note' });
  }
  return out;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------- repeal articles

const LIST_MARKER = /^\s*(?:\d+\s*[.-]|[-*]|\([a-z0-9]+\))\s*/;
const REPEALED_EN = /\b(?:is|are|shall be) (?:hereby )?(?:repealed|abrogated|cancelled)\b/i;
const REPEALS_AR = new RegExp(`^(?:ي|ت)${AR_MARKS}لغى${AR_MARKS}\\s+`, 'u');

/** The instrument a repeal line names first, when the line is about it (its subject, or right after يُلغى). */
function repealedIn(line: string): { mention: InstrumentMention; language: Language } | null {
  const body = line.replace(LIST_MARKER, '');
  const offset = line.length - body.length;
  const ar = REPEALS_AR.exec(body);
  const language: Language = ar ? 'ar' : 'en';
  if (!ar && !REPEALED_EN.test(body)) return null;
  const at = ar ? ar[0].length : 0;
  const first = findInstrumentMentions(body, language)[0];
  if (!first || first.start !== at || first.ref.kind !== 'numbered') return null;
  return { mention: { ...first, start: first.start + offset, end: first.end + offset }, language };
}

function fromText(doc: CatalogDocument, markdown: string, catalog: readonly CatalogDocument[]): DocumentRelation[] {
  const out: DocumentRelation[] = [];
  // Editorial notes report repeals made elsewhere; only the instrument's own articles repeal.
  const body = markdown.split(/^##\s+Editorial notes\s*$/m)[0] ?? '';
  for (const line of body.split('\n')) {
    const found = repealedIn(line);
    if (!found) continue;
    const to = resolveInstrument(found.mention.ref, doc, catalog).slug;
    if (to === doc.slug) continue;
    out.push({ kind: 'repeals', fromSlug: doc.slug, toSlug: to, text: line.replace(LIST_MARKER, '').trim(), source: 'text' });
  }
  return out;
}

// ---------------------------------------------------------------- all of them

const SOURCE_RANK: Readonly<Record<DocumentRelation['source'], number>> = { text: 0, title: 1, status_note: 2 };

/**
 * Amends/repeals between instruments. One relation per (kind, from, to): the instrument's own text
 * is preferred to its title, and the title to the manifest's note. Unresolved targets are kept
 * (toSlug null, the instrument as written in `text`); an unresolved source cannot be an edge.
 */
export function documentRelations(catalog: readonly CatalogDocument[], texts?: ReadonlyMap<string, string>): DocumentRelation[] {
  const all: DocumentRelation[] = [];
  for (const doc of catalog) {
    const markdown = texts?.get(doc.slug);
    if (markdown) all.push(...fromText(doc, markdown, catalog));
    all.push(...fromTitle(doc, catalog), ...fromStatusNote(doc, catalog));
  }
  const best = new Map<string, DocumentRelation>();
  for (const r of all) {
    const key = `${r.kind}|${r.fromSlug}|${r.toSlug ?? r.text}`;
    const seen = best.get(key);
    if (!seen || SOURCE_RANK[r.source] < SOURCE_RANK[seen.source]) best.set(key, r);
  }
  return [...best.values()];
}
