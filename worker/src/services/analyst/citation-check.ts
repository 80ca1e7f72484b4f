/**
 * The citation check (DESIGN §4): every `[n]` in an answer must name a passage actually given
 * to the analyst. Markers naming anything else are removed (and reported), so a reader is never
 * shown a citation that cannot be verified.
 *
 * Recognised markers: `[3]`, `[1, 2]`, `[1; 2]`, `[1][2]` (two markers), `[1-3]` / `[1–3]` / `[1—3]`
 * (ranges, expanded). A group keeps its valid numbers and disappears when none remain. A plain
 * list whose numbers are all valid is left exactly as written; any other kept marker is
 * re-written as a list (`[1-3]` → `[1, 2, 3]`, `[1; 2]` → `[1, 2]`, `[1, 9]` → `[1]`), the one
 * form the SPA turns into links.
 * Left alone: Markdown links `[1](url)`, and brackets holding anything but numbers
 * (`[Note 12]`, `[^1]`, `[text](url)`).
 *
 * One state machine serves both uses: `checkCitations` runs it over a whole text, and
 * `createCitationStreamFilter` over chunks as a model streams them. It holds back only what
 * the next characters can still change: a trailing `[…` that may become a marker, a complete
 * marker until the next character shows it is not a link, and trailing spaces that the removal
 * of a following marker would tidy away. So the streamed text equals the checked whole text,
 * however the stream is chunked.
 */

export interface CitationCheckResult {
  /** The text with invalid markers removed. */
  text: string;
  /** Valid numbers, unique, in order of first appearance. */
  cited: number[];
  /** Invalid numbers that were removed, unique, in order of first appearance. */
  removed: number[];
}

export interface CitationStreamFilter {
  /** Feeds the next chunk; returns the text that can now be shown. */
  push(chunk: string): string;
  /** Ends the stream; returns whatever was held back. */
  flush(): string;
  /** Invalid numbers removed so far. */
  removed(): number[];
  /** Valid numbers cited so far. */
  cited(): number[];
}

/** A marker longer than this is not a citation ("[1, 2, 3, …]" of a few passages fits easily). */
const MAX_MARKER_LENGTH = 48;
/** Ranges wider than this are not expanded (a model writing "[1-9999]" cites the ends only). */
const MAX_RANGE = 100;
/** After these, the space before a removed marker goes too: "text [9]." → "text.". */
const CLOSERS = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '}', '"', "'", '\u201d', '\u2019', '\u00bb', '*', '_', '~', '\n', '\r']);

/** A marker kept exactly as written: numbers separated by commas, as the SPA links them. */
const LIST = /^\[\s*\d+(?:\s*,\s*\d+)*\s*\]$/;
const PART = /^(\d{1,6})(?:\s*[-\u2013\u2014]\s*(\d{1,6}))?$/;

/** The numbers of a marker's inside ("1, 2-4"), or null when it is not a citation. */
export function parseMarker(inner: string): number[] | null {
  const parts = inner.split(/[,;]/);
  const numbers: number[] = [];
  for (const raw of parts) {
    const m = PART.exec(raw.trim());
    if (!m) return null;
    const a = Number(m[1]);
    if (m[2] === undefined) {
      numbers.push(a);
      continue;
    }
    const b = Number(m[2]);
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    if (hi - lo > MAX_RANGE) numbers.push(a, b);
    else for (let k = lo; k <= hi; k++) numbers.push(k);
  }
  return numbers;
}

function isMarkerChar(ch: string): boolean {
  return (ch >= '0' && ch <= '9') || ch === ' ' || ch === '\t' || ch === ',' || ch === ';' || ch === '-' || ch === '\u2013' || ch === '\u2014';
}

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t';
}

type State = 'text' | 'candidate' | 'marker' | 'removed';

class CitationFilter implements CitationStreamFilter {
  private state: State = 'text';
  /** Spaces not yet shown: a following removed marker may take them away. */
  private ws = '';
  /** 'candidate': "[12, " so far; 'marker': a complete "[12]" awaiting the next character. */
  private buf = '';
  /** Around a removed marker: the spaces before and after it, and whether it began a line. */
  private before = '';
  private after = '';
  private lineStart = false;
  private last = '';
  private out = '';
  private readonly citedList: number[] = [];
  private readonly removedList: number[] = [];
  private readonly seen = new Set<number>();

  constructor(private readonly valid: ReadonlySet<number>) {}

  push(chunk: string): string {
    this.out = '';
    for (const ch of chunk) this.step(ch);
    return this.out;
  }

  flush(): string {
    this.out = '';
    if (this.state === 'candidate') {
      const t = this.buf;
      this.buf = '';
      this.state = 'text';
      this.emitText(t);
    } else if (this.state === 'marker') {
      const marker = this.buf;
      this.buf = '';
      this.state = 'text';
      this.resolve(marker);
    }
    if (this.state === 'removed') this.settle(null);
    this.state = 'text';
    this.emitRaw(this.ws);
    this.ws = '';
    return this.out;
  }

  removed(): number[] {
    return [...this.removedList];
  }

  cited(): number[] {
    return [...this.citedList];
  }

  private step(ch: string): void {
    switch (this.state) {
      case 'text':
        if (isSpace(ch)) this.ws += ch;
        else if (ch === '[') {
          this.state = 'candidate';
          this.buf = '[';
        } else {
          this.emitRaw(this.ws + ch);
          this.ws = '';
        }
        return;
      case 'candidate': {
        if (ch === ']' && parseMarker(this.buf.slice(1)) !== null) {
          this.buf += ']';
          this.state = 'marker';
          return;
        }
        if (ch !== ']' && isMarkerChar(ch) && this.buf.length < MAX_MARKER_LENGTH) {
          this.buf += ch;
          return;
        }
        // Not a citation after all: show it as text, then read `ch` afresh (it may open a marker).
        const t = this.buf;
        this.buf = '';
        this.state = 'text';
        if (ch === ']') this.emitText(t + ch);
        else {
          this.emitText(t);
          this.step(ch);
        }
        return;
      }
      case 'marker': {
        const marker = this.buf;
        this.buf = '';
        this.state = 'text';
        if (ch === '(')
          this.emitText(marker); // "[1](url)" is a Markdown link, not a citation
        else this.resolve(marker);
        this.step(ch);
        return;
      }
      case 'removed':
        if (isSpace(ch)) {
          this.after += ch;
          return;
        }
        this.settle(ch);
        this.step(ch);
        return;
    }
  }

  /** A complete citation marker: keep it, shorten it, or remove it (state 'removed'). */
  private resolve(marker: string): void {
    const numbers = parseMarker(marker.slice(1, -1)) ?? [];
    const kept: number[] = [];
    for (const n of numbers) {
      const ok = this.valid.has(n);
      if (ok && !kept.includes(n)) kept.push(n);
      if (!this.seen.has(n)) {
        this.seen.add(n);
        (ok ? this.citedList : this.removedList).push(n);
      }
    }
    if (kept.length && kept.length === numbers.length && LIST.test(marker)) this.emitText(marker);
    else if (kept.length) this.emitText(`[${kept.join(', ')}]`);
    else {
      this.before = this.ws;
      this.ws = '';
      this.after = '';
      this.lineStart = this.last === '' || this.last === '\n' || this.last === '\r';
      this.state = 'removed';
    }
  }

  /**
   * Tidies the spaces around a removed marker once the next character (null: end) is known:
   * "a [9] b" → "a b", "a [9]." → "a.", "[9] Text" at a line start → "Text".
   */
  private settle(next: string | null): void {
    if (this.lineStart) this.ws = this.before;
    else if (this.before && (this.after || next === null || CLOSERS.has(next))) this.ws = this.after;
    else this.ws = this.before + this.after;
    this.before = '';
    this.after = '';
    this.state = 'text';
  }

  /** Text that is not a citation; its trailing spaces are held like any others. */
  private emitText(t: string): void {
    let k = t.length;
    while (k > 0 && isSpace(t[k - 1]!)) k--;
    if (k === 0) {
      this.ws += t;
      return;
    }
    this.emitRaw(this.ws + t.slice(0, k));
    this.ws = t.slice(k);
  }

  private emitRaw(s: string): void {
    if (!s) return;
    this.out += s;
    this.last = s[s.length - 1]!;
  }
}

export function createCitationStreamFilter(validNumbers: ReadonlySet<number>): CitationStreamFilter {
  return new CitationFilter(validNumbers);
}

export function checkCitations(text: string, validNumbers: ReadonlySet<number>): CitationCheckResult {
  const filter = new CitationFilter(validNumbers);
  const checked = filter.push(text) + filter.flush();
  return { text: checked, cited: filter.cited(), removed: filter.removed() };
}

/** A kept citation marker (the list form checkCitations leaves), not a Markdown link `[1](url)`. */
const KEPT_MARKER = /\[(\s*\d+(?:\s*,\s*\d+)*\s*)\](?!\()/g;

/**
 * Renumbers a checked answer's citations 1, 2, 3… in the order a reader meets them, so the first
 * citation is [1] whatever rank its passage had. `cited` is checkCitations' list (valid numbers in
 * order of first appearance); numbers outside it are left as they are.
 */
export function renumberInReadingOrder(text: string, cited: readonly number[]): string {
  const renumbered = new Map(cited.map((n, i) => [n, i + 1]));
  return text.replace(KEPT_MARKER, (marker: string, inner: string) => {
    const numbers = inner.split(',').map((s) => Number(s.trim()));
    if (!numbers.every((n) => renumbered.has(n))) return marker;
    return `[${numbers.map((n) => renumbered.get(n)).join(', ')}]`;
  });
}
