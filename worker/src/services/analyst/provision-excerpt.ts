/**
 * An article's text within a size, for a language model's prompt (issue 25: "the model path gets the same whole
 * provisions"): whole provisions — a clause with its lead-in and every item of its list, a table whole — never a
 * clause cut mid-way. An article that fits is given whole; a longer one by the provisions that bear most on the
 * question, in the article's order, each gap marked so the model knows text is left out.
 */
import { splitUnits } from './sentences.ts';
import { questionStems, textStems } from './terms.ts';

/** Said where provisions are left out of an article in the prompt. */
export const OMITTED_NOTE = '[… provisions of this article not shown here …]';

interface Provision {
  from: number;
  to: number;
  text: string;
  hits: number;
}

/** The article's provisions as ranges of its lines: a top-level clause with everything under it (items, tables). */
function provisions(text: string): Provision[] {
  const lines = text.split('\n');
  const units = splitUnits(text);
  const ranges = new Map<number, { from: number; to: number }>();
  for (const u of units) {
    const r = ranges.get(u.block);
    if (!r) ranges.set(u.block, { from: u.line, to: u.line });
    else r.to = Math.max(r.to, u.line);
  }
  const sorted = [...ranges.values()].sort((a, b) => a.from - b.from);
  // Lines between provisions (blank lines, headings, editorial notes) stay with the provision before them.
  return sorted.map((r, i) => {
    const to = i + 1 < sorted.length ? sorted[i + 1]!.from - 1 : lines.length - 1;
    const from = i === 0 ? 0 : r.from;
    return {
      from,
      to,
      text: lines
        .slice(from, to + 1)
        .join('\n')
        .trim(),
      hits: 0,
    };
  });
}

/**
 * The article within `max` characters: whole when it fits; else the provisions that hold most of the question's
 * words (the first ones on a tie), in the article's order, OMITTED_NOTE where provisions are left out. A single
 * provision longer than `max` is cut at a line end, and the cut is marked.
 */
export function excerptProvisions(text: string, question: string, max: number): string {
  if (text.length <= max) return text;
  const all = provisions(text);
  if (!all.length) return `${text.slice(0, max).trimEnd()}\n${OMITTED_NOTE}`;
  const wanted = new Set(questionStems(question));
  for (const p of all) p.hits = new Set(textStems(p.text).filter((t) => wanted.has(t))).size;
  const byRelevance = [...all.keys()].sort((a, b) => all[b]!.hits - all[a]!.hits || a - b);
  const chosen = new Set<number>();
  let size = 0;
  for (const i of byRelevance) {
    const length = all[i]!.text.length + OMITTED_NOTE.length + 2;
    if (size + length > max) continue;
    chosen.add(i);
    size += length;
  }
  if (!chosen.size) {
    // Even the best provision alone is longer than the budget: its opening lines, the cut marked.
    const best = all[byRelevance[0]!]!.text;
    const cut = best.slice(0, max);
    return `${cut.slice(0, Math.max(cut.lastIndexOf('\n'), Math.floor(max / 2))).trimEnd()}\n${OMITTED_NOTE}`;
  }
  const out: string[] = [];
  all.forEach((p, i) => {
    if (chosen.has(i)) out.push(p.text);
    else if (out[out.length - 1] !== OMITTED_NOTE) out.push(OMITTED_NOTE);
  });
  return out.join('\n\n');
}
