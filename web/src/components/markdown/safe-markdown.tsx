/**
 * Markdown for legal text and, later, model answers: raw HTML is never rendered (spec §2:
 * only the link protocols http, https, irc, ircs, mailto and xmpp, which is exactly
 * react-markdown's default URL policy). Single line breaks are kept because clauses and
 * sub-clauses of legislation are written one per line.
 */
import type { ComponentProps } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';

type MdNode = { type: string; value?: string; children?: MdNode[] };

/** The corpus writes line breaks inside table cells as `<br>`: turn exactly those into breaks. */
function remarkHtmlBreaks() {
  const visit = (node: MdNode) => {
    if (!node.children) return;
    node.children = node.children.map((child) =>
      child.type === 'html' && /^<br\s*\/?>$/i.test(child.value?.trim() ?? '') ? { type: 'break' } : child,
    );
    node.children.forEach(visit);
  };
  return (tree: MdNode) => visit(tree);
}

const components: ComponentProps<typeof Markdown>['components'] = {
  a: ({ href, children }) => {
    const external = !!href && /^https?:/i.test(href);
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table>{children}</table>
    </div>
  ),
};

export function SafeMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <Markdown
        remarkPlugins={[remarkGfm, remarkBreaks, remarkHtmlBreaks]}
        skipHtml
        urlTransform={defaultUrlTransform}
        components={components}
      >
        {children}
      </Markdown>
    </div>
  );
}
