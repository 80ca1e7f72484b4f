/**
 * Splits a corpus Markdown file (`en/<slug>.md` or `ar/<slug>.md`) into passages, the
 * unit of retrieval and citation, numbered as ../shared/corpus/README.md describes:
 * one per `### Article (N)` (N kept as a string: '21', '4.1'), plus 'Preamble',
 * 'Schedule', 'Annex' and 'Notes'. Chapter and section headings are not passages; they
 * become the `chapter` context of the passages under them.
 */

export interface Passage {
  ordinal: number;
  number: string;
  heading: string | null;
  chapter: string | null;
  text: string;
}

export interface SplitDocument {
  title: string;
  /** The `> ` line under the title: what kind of text this is. */
  note: string | null;
  passages: Passage[];
  /** The body below the title and note, as stored for full-text display and search. */
  body: string;
}

const ARTICLE = /^###\s+Article\s*\(([0-9]+(?:\.[0-9]+)*)\)\s*(?::\s*(.*))?$/;
const SCHEDULE = /^###\s+Schedule\b\s*(?::\s*(.*))?$/;
const ANNEX = /^###\s+Annex\b[^:]*(?::\s*(.*))?$/;

export class CorpusFormatError extends Error {}

export function splitPassages(markdown: string, source = 'document'): SplitDocument {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  const titleLine = lines[i] ?? '';
  if (!titleLine.startsWith('# ')) throw new CorpusFormatError(`${source}: first line must be '# <title>'`);
  const title = titleLine.slice(2).trim();
  i++;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  let note: string | null = null;
  if (lines[i]?.startsWith('>')) {
    note = lines[i]!.replace(/^>\s*/, '').trim();
    i++;
  }
  const body = lines.slice(i).join('\n').trim();

  const passages: Passage[] = [];
  let current: { number: string; heading: string | null; chapter: string | null; lines: string[] } | null = null;
  let chapter: string | null = null;
  let part: string | null = null; // a chapter that contains sections
  let inAnnex = false;
  let awaitingChapterTitle = false; // Arabic chapter headings carry their title on the next line

  const close = () => {
    if (!current) return;
    const text = current.lines.join('\n').trim();
    if (passages.some((p) => p.number === current!.number)) {
      throw new CorpusFormatError(`${source}: passage number ${current.number} appears twice`);
    }
    passages.push({ ordinal: passages.length, number: current.number, heading: current.heading, chapter: current.chapter, text });
    current = null;
  };
  const open = (number: string, heading: string | null) => {
    close();
    current = { number, heading: heading && heading.trim() ? heading.trim() : null, chapter, lines: [] };
  };

  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#')) awaitingChapterTitle = false;
    let m: RegExpMatchArray | null;
    if ((m = line.match(ARTICLE))) {
      open(m[1]!, m[2] ?? null);
    } else if ((m = line.match(SCHEDULE))) {
      open('Schedule', m[1] ?? null);
    } else if ((m = line.match(ANNEX))) {
      inAnnex = true;
      chapter = null;
      part = null;
      open('Annex', m[1] ?? null);
    } else if (/^##\s+Preamble\s*$/.test(line)) {
      open('Preamble', null);
    } else if (/^##\s+Editorial notes\s*$/i.test(line)) {
      chapter = null;
      open('Notes', null);
    } else if (/^##\s+/.test(line) && !line.startsWith('###')) {
      close();
      const heading = line.replace(/^##\s+/, '').trim();
      const prefix = inAnnex ? 'Annex — ' : '';
      if (/^Section\b/i.test(heading) && part) {
        chapter = `${part} — ${heading}`;
      } else {
        part = prefix + heading;
        chapter = part;
      }
      awaitingChapterTitle = !heading.includes(':');
    } else if (/^#{1,6}\s/.test(line)) {
      throw new CorpusFormatError(`${source}: unexpected heading '${line}'`);
    } else if (current) {
      (current as { lines: string[] }).lines.push(line);
    } else if (awaitingChapterTitle && line.trim()) {
      // "## الفصل الأول" followed by its title on its own line
      chapter = `${chapter} — ${line.trim()}`;
      part = chapter;
      awaitingChapterTitle = false;
    }
  }
  close();
  return { title, note, passages, body };
}
