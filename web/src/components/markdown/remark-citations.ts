/**
 * A remark plugin that turns the citation markers of an AI answer (`[1]`, `[1, 2]`) into
 * links to the cited articles. It rewrites text nodes of the Markdown tree only, so code
 * spans, code blocks and the text of real links keep their brackets, and a marker whose
 * number names no citation stays plain text.
 */

/** What a `[n]` points to: the fields of the API's Citation that a link needs. */
export interface MarkdownCitation {
  n: number;
  url: string;
  title: string;
  article_label: string;
  /** For the Arabic interface: the official Arabic title (when the API gave one) and the article number. */
  title_ar?: string | null;
  article?: string;
  repealed?: boolean;
}

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  title?: string | null;
  children?: MdNode[];
  data?: { hProperties?: Record<string, string> };
}

/** The data attribute that tells the `a` renderer a link is a citation. */
export const CITATION_PROPERTY = 'dataCitation';

const MARKER = /\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\]/g;

// Text inside these is shown as written (code) or is already a link.
const UNTOUCHED = new Set(['link', 'linkReference', 'code', 'inlineCode', 'definition', 'html']);

export function citationLabel(c: MarkdownCitation): string {
  return `Citation ${c.n}: ${c.title}, ${c.article_label}${c.repealed ? ' (repealed)' : ''}`;
}

/** How a `[n]` link is named to a screen reader: the interface language's wording (English by default). */
export type CitationLabel = (c: MarkdownCitation) => string;

function citationLink(c: MarkdownCitation, label: CitationLabel): MdNode {
  return {
    type: 'link',
    url: c.url,
    title: null,
    children: [{ type: 'text', value: `[${c.n}]` }],
    data: { hProperties: { ariaLabel: label(c), [CITATION_PROPERTY]: String(c.n) } },
  };
}

function splitText(value: string, byNumber: Map<number, MarkdownCitation>, label: CitationLabel): MdNode[] | null {
  const out: MdNode[] = [];
  let last = 0;
  let changed = false;
  const pushText = (text: string) => {
    if (!text) return;
    const prev = out[out.length - 1];
    if (prev?.type === 'text') prev.value += text;
    else out.push({ type: 'text', value: text });
  };
  for (const match of value.matchAll(MARKER)) {
    const numbers = match[1]!.split(',').map((s) => Number(s.trim()));
    if (!numbers.some((n) => byNumber.has(n))) continue;
    changed = true;
    pushText(value.slice(last, match.index));
    // `[1, 2]` becomes two links `[1]` `[2]`: each marker reads as a citation and opens its own article.
    numbers.forEach((n) => {
      const citation = byNumber.get(n);
      if (citation) out.push(citationLink(citation, label));
      else pushText(`[${n}]`);
    });
    last = match.index + match[0].length;
  }
  if (!changed) return null;
  pushText(value.slice(last));
  return out;
}

export function remarkCitations(options: { citations?: readonly MarkdownCitation[]; label?: CitationLabel } = {}) {
  const byNumber = new Map((options.citations ?? []).map((c) => [c.n, c]));
  const label = options.label ?? citationLabel;
  const visit = (node: MdNode) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      if (child.type === 'text' && child.value) return splitText(child.value, byNumber, label) ?? [child];
      if (!UNTOUCHED.has(child.type)) visit(child);
      return [child];
    });
  };
  return (tree: MdNode) => {
    if (byNumber.size > 0) visit(tree);
  };
}
