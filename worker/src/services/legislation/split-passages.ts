/**
 * Splits a corpus Markdown file (`en/<slug>.md` or `ar/<slug>.md`) into passages, the
 * unit of retrieval and citation, numbered as ../shared/corpus/README.md describes:
 * one per `### Article (N)` (N kept as a string: '21', '4.1'), plus 'Preamble',
 * 'Schedule', 'Annex' and 'Notes'. Chapter and section headings are not passages; they
 * become the `chapter` context of the passages under them: 'Chapter 2: Tax Obligations — Section 1:
 * Records'. The Arabic words the same structure as the official text does: 'الباب الثاني' over
 * 'الفصل الأول' where a text has parts (the English calls them Chapter and Section), 'الفصل' alone
 * where it has not, each heading's title on the line after it: 'الباب الثاني: الالتزامات الضريبية —
 * الفصل الأول: مسك السجلات المحاسبية والدفاتر التجارية'.
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
  let partIsArabicBab = false; // under 'الباب', a 'الفصل' is a section (Arabic legislative drafting)
  let inAnnex = false;
  // Arabic headings carry their title on the next line: which heading is waiting for it.
  let awaitingTitle: 'part' | 'section' | null = null;

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
    if (line.startsWith('#')) awaitingTitle = null;
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
      // (\b knows no Arabic letters: the Arabic words end at a space or the line's end.)
      const isSection = !!part && (/^Section\b/i.test(heading) || (partIsArabicBab && /^الفصل(\s|$)/.test(heading)));
      if (isSection) {
        chapter = `${part} — ${heading}`;
      } else {
        part = prefix + heading;
        partIsArabicBab = /^الباب(\s|$)/.test(heading);
        chapter = part;
      }
      awaitingTitle = heading.includes(':') ? null : isSection ? 'section' : 'part';
    } else if (/^#{1,6}\s/.test(line)) {
      throw new CorpusFormatError(`${source}: unexpected heading '${line}'`);
    } else if (current) {
      (current as { lines: string[] }).lines.push(line);
    } else if (awaitingTitle && line.trim()) {
      // "## الفصل الأول" followed by its title on its own line: named as the English is, number: title.
      chapter = `${chapter}: ${line.trim()}`;
      if (awaitingTitle === 'part') part = chapter;
      awaitingTitle = null;
    }
  }
  close();
  return { title, note, passages, body };
}
