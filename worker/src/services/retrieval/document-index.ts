/**
 * The documents' English records (title, summary, key points) held by the isolate and ranked as legislation_fts ranks
 * them: FTS5's BM25 over the same tokens, the same phrases and the same column weights, so the best documents are those
 * the index gave. Ranked in the candidate statement, the document lookup scored every record holding any of the
 * question's words (5,900 at 100× the collection) and was a third of that statement's time; here a question costs
 * one walk over the postings of its phrases' rarest words (decision 008, "the documents' index in the isolate").
 */
import type { DocumentRecord } from '../../db/repositories/retrieval-repository.ts';
import { stemTokens } from '../text/tokenize.ts';
import type { FtsPhrase } from './fts-query.ts';
import { fts5Idf, fts5LengthNorm, fts5TermScore } from './fts5-bm25.ts';

export interface RankedDocument {
  legislationId: number;
  /** BM25, higher is better (FTS5's rank negated). */
  score: number;
}

const COLUMNS = 3;

export class DocumentIndex {
  /** Stem → token id. */
  private readonly vocabulary = new Map<string, number>();
  private readonly stems: string[] = [];
  /** Every record's columns' tokens, back to back: record r's column c is slot r * COLUMNS + c. */
  private readonly tokens: Int32Array;
  /** slotStart[s] = where slot s begins in `tokens`; slotStart[slots] = tokens.length. */
  private readonly slotStart: Int32Array;
  /** Where token id t occurs: positions[offsets[t] … offsets[t + 1]) in `tokens`, ascending (a phrase's words in order). */
  private readonly offsets: Int32Array;
  private readonly positions: Int32Array;
  /** In which slots token id t occurs and how often: slots/counts[slotOffsets[t] … slotOffsets[t + 1]) (a word alone). */
  private readonly slotOffsets: Int32Array;
  private readonly slots: Int32Array;
  private readonly counts: Int32Array;
  private readonly ids: Int32Array;
  private readonly isPublic: Uint8Array;
  /** Tokens per record, all columns (FTS5's column size -1). */
  private readonly lengths: Int32Array;
  private readonly meanLength: number;

  constructor(
    rows: readonly DocumentRecord[],
    /** corpus_version the rows were read at. */
    readonly version: number | null,
  ) {
    const streams: number[][] = [];
    const idOf = (stem: string) => {
      let id = this.vocabulary.get(stem);
      if (id === undefined) {
        id = this.stems.length;
        this.vocabulary.set(stem, id);
        this.stems.push(stem);
      }
      return id;
    };
    this.ids = new Int32Array(rows.length);
    this.isPublic = new Uint8Array(rows.length);
    this.lengths = new Int32Array(rows.length);
    let total = 0;
    rows.forEach((row, r) => {
      this.ids[r] = row.id;
      this.isPublic[r] = row.isPublic ? 1 : 0;
      for (const text of [row.title, row.summary, row.keyPoints]) {
        const stream = text ? stemTokens(text).map(idOf) : [];
        streams.push(stream);
        this.lengths[r] = this.lengths[r]! + stream.length;
        total += stream.length;
      }
    });
    const vocabularySize = this.stems.length;
    this.tokens = new Int32Array(total);
    this.slotStart = new Int32Array(streams.length + 1);
    let at = 0;
    streams.forEach((stream, slot) => {
      this.slotStart[slot] = at;
      this.tokens.set(stream, at);
      at += stream.length;
    });
    this.slotStart[streams.length] = at;
    // Both posting lists in flat arrays (counting sorts by token id): a few bytes a token, not an object per word and record.
    const lastSlot = new Int32Array(vocabularySize).fill(-1);
    this.offsets = new Int32Array(vocabularySize + 1);
    this.slotOffsets = new Int32Array(vocabularySize + 1);
    for (let slot = 0; slot < streams.length; slot++)
      for (let i = this.slotStart[slot]!; i < this.slotStart[slot + 1]!; i++) {
        const t = this.tokens[i]!;
        this.offsets[t + 1] = this.offsets[t + 1]! + 1;
        if (lastSlot[t] !== slot) {
          lastSlot[t] = slot;
          this.slotOffsets[t + 1] = this.slotOffsets[t + 1]! + 1;
        }
      }
    for (let t = 0; t < vocabularySize; t++) {
      this.offsets[t + 1] = this.offsets[t + 1]! + this.offsets[t]!;
      this.slotOffsets[t + 1] = this.slotOffsets[t + 1]! + this.slotOffsets[t]!;
    }
    const nextPosition = this.offsets.slice(0, vocabularySize);
    const nextSlot = this.slotOffsets.slice(0, vocabularySize);
    this.positions = new Int32Array(total);
    this.slots = new Int32Array(this.slotOffsets[vocabularySize]!);
    this.counts = new Int32Array(this.slots.length);
    lastSlot.fill(-1);
    for (let slot = 0; slot < streams.length; slot++)
      for (let i = this.slotStart[slot]!; i < this.slotStart[slot + 1]!; i++) {
        const t = this.tokens[i]!;
        this.positions[nextPosition[t]!] = i;
        nextPosition[t] = nextPosition[t]! + 1;
        if (lastSlot[t] !== slot) {
          lastSlot[t] = slot;
          this.slots[nextSlot[t]!] = slot;
          nextSlot[t] = nextSlot[t]! + 1;
        }
        this.counts[nextSlot[t]! - 1] = this.counts[nextSlot[t]! - 1]! + 1;
      }
    this.meanLength = rows.length ? total / rows.length : 0;
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * The best public records for an OR of phrases, as `ORDER BY rank LIMIT limit` over legislation_fts with
   * `bm25(weights)` gives them: each phrase weighs by how few records hold it (all records, as the index counts), its
   * frequency in a record is the columns' weighted sum of its occurrences, a record's length is all its tokens.
   * Phrases are counted apart even when two read alike ("tax" and "taxes"), as FTS5 counts the phrases of a query.
   */
  rank(phrases: readonly FtsPhrase[], weights: readonly [number, number, number], limit: number): RankedDocument[] {
    const n = this.ids.length;
    const width = phrases.length;
    const freq = new Float64Array(n * width);
    const hits = new Int32Array(width);
    /** Which phrase last counted a record (phrase index + 1): a record counts once in a phrase's hits. */
    const stamp = new Int32Array(n);
    const touched: number[] = [];
    phrases.forEach((phrase, i) => {
      this.occurrences(phrase, (slot, count) => {
        const record = (slot / COLUMNS) | 0;
        const at = record * width + i;
        freq[at] = freq[at]! + weights[slot % COLUMNS]! * count;
        if (stamp[record] === i + 1) return;
        if (!stamp[record]) touched.push(record);
        stamp[record] = i + 1;
        hits[i] = hits[i]! + 1;
      });
    });
    const idf = Array.from(hits, (h) => fts5Idf(n, h));
    // The best `limit` by score, equal scores in record order (as the index's scan meets them): kept sorted as they come.
    const best: RankedDocument[] = [];
    const before = (a: RankedDocument, b: RankedDocument) => a.score > b.score || (a.score === b.score && a.legislationId < b.legislationId);
    for (const r of touched) {
      if (!this.isPublic[r]) continue;
      const norm = fts5LengthNorm(this.lengths[r]!, this.meanLength);
      let score = 0;
      for (let i = 0; i < width; i++) score += fts5TermScore(idf[i]!, freq[r * width + i]!, norm);
      const doc = { legislationId: this.ids[r]!, score };
      if (best.length === limit && !before(doc, best[limit - 1]!)) continue;
      let at = best.length === limit ? limit - 1 : best.length;
      while (at > 0 && before(doc, best[at - 1]!)) {
        best[at] = best[at - 1]!;
        at--;
      }
      best[at] = doc;
    }
    return best;
  }

  /**
   * Each slot a phrase occurs in, with how often, as FTS5 counts a phrase's instances in a column. A word alone: its
   * slots (a prefix: those of every word it begins). Several words: the occurrences of the rarest one that is not a
   * prefix, each checked for the others around it within its column.
   */
  private occurrences(phrase: FtsPhrase, found: (slot: number, count: number) => void): void {
    const stems = stemTokens(phrase.text);
    if (!stems.length) return;
    const last = stems.length - 1;
    const wanted: Array<number | Set<number>> = [];
    for (let k = 0; k < stems.length; k++) {
      if (phrase.prefix && k === last) {
        const ids = new Set<number>();
        this.stems.forEach((s, id) => s.startsWith(stems[k]!) && ids.add(id));
        if (!ids.size) return;
        wanted.push(ids);
      } else {
        const id = this.vocabulary.get(stems[k]!);
        if (id === undefined) return;
        wanted.push(id);
      }
    }
    if (wanted.length === 1) {
      const only = wanted[0]!;
      for (const id of typeof only === 'number' ? [only] : only)
        for (let j = this.slotOffsets[id]!; j < this.slotOffsets[id + 1]!; j++) found(this.slots[j]!, this.counts[j]!);
      return;
    }
    const count = (id: number) => this.offsets[id + 1]! - this.offsets[id]!;
    let anchor = -1;
    for (let k = 0; k < wanted.length; k++) {
      const w = wanted[k]!;
      if (typeof w === 'number' && (anchor < 0 || count(w) < count(wanted[anchor] as number))) anchor = k;
    }
    // Only a phrase of several words all prefixes has no anchor, and FTS5 lets only its last word be one.
    if (anchor < 0) return;
    const id = wanted[anchor] as number;
    const { tokens, slotStart } = this;
    let slot = 0;
    let inSlot = 0;
    for (let j = this.offsets[id]!; j < this.offsets[id + 1]!; j++) {
      const start = this.positions[j]! - anchor;
      if (start < 0) continue;
      while (slotStart[slot + 1]! <= start) {
        if (inSlot) found(slot, inSlot);
        inSlot = 0;
        slot++;
      }
      // Within one column: a phrase does not run on from a title into its summary.
      if (start + wanted.length > slotStart[slot + 1]!) continue;
      let k = 0;
      for (; k < wanted.length; k++) {
        const w = wanted[k]!;
        const t = tokens[start + k]!;
        if (typeof w === 'number' ? t !== w : !w.has(t)) break;
      }
      if (k === wanted.length) inSlot++;
    }
    if (inSlot) found(slot, inSlot);
  }
}
