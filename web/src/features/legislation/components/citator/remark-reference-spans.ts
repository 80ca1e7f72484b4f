/**
 * A remark plugin that turns the words of an article's outgoing references into reference
 * elements (rendered as links by ReferencedText). Spans are offsets into the article's raw text,
 * which is the Markdown source, and text nodes know where they stand in it: the plugin must run
 * before any plugin that splits text nodes (SafeMarkdown's `remarkPlugins` run first). It only
 * splits text nodes, so the Markdown around them (emphasis, lists, tables) stays as it is, and
 * leaves code and existing links alone.
 */
import { splitAtSpans, type ReferenceSpan } from '../../citator.ts';

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
  data?: { hName?: string; hProperties?: Record<string, string> };
}

/** The hast property (data-reference) that tells ReferencedText's renderer which edge a span is. */
export const REFERENCE_PROPERTY = 'dataReference';

const UNTOUCHED = new Set(['link', 'linkReference', 'code', 'inlineCode', 'definition', 'html']);

function referenceNode(text: string, key: string): MdNode {
  return { type: 'citatorReference', children: [{ type: 'text', value: text }], data: { hName: 'span', hProperties: { [REFERENCE_PROPERTY]: key } } };
}

export function remarkReferenceSpans(options: { spans: readonly ReferenceSpan[] }) {
  const { spans } = options;
  return (tree: MdNode, file: { value?: unknown }) => {
    if (spans.length === 0 || typeof file.value !== 'string') return;
    const source = file.value;
    const visit = (node: MdNode) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        const start = child.position?.start.offset;
        const end = child.position?.end.offset;
        if (child.type === 'text' && child.value && start !== undefined && end !== undefined) {
          const segments = splitAtSpans(child.value, source, start, end, spans);
          if (segments) return segments.map((s) => (s.key === null ? { type: 'text', value: s.text } : referenceNode(s.text, s.key)));
        }
        if (!UNTOUCHED.has(child.type)) visit(child);
        return [child];
      });
    };
    visit(tree);
  };
}
