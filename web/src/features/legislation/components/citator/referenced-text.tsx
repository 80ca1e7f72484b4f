/** An article's text (Markdown) whose reference words link to the articles they name. */
import { useMemo, type ComponentProps } from 'react';
import type { ArticleCitator } from '../../../../../../schema/api/citator.ts';
import { SafeMarkdown } from '../../../../components/markdown/safe-markdown.tsx';
import { referenceSpans } from '../../citator.ts';
import { ReferenceLink } from './reference-link.tsx';
import { REFERENCE_PROPERTY, remarkReferenceSpans } from './remark-reference-spans.ts';

type MarkdownProps = ComponentProps<typeof SafeMarkdown>;

export function ReferencedText({
  children,
  language,
  references,
  documentId,
  className,
}: {
  /** The article's raw text_en or text_ar: the spans' offsets are into exactly this string. */
  children: string;
  language: 'en' | 'ar';
  references: ArticleCitator;
  documentId: number;
  className?: string;
}) {
  const markdown = useMemo((): Pick<MarkdownProps, 'remarkPlugins' | 'components'> => {
    const spans = referenceSpans(references, language);
    if (spans.length === 0) return {};
    const edges = new Map(spans.map((s) => [s.key, s.edge]));
    return {
      remarkPlugins: [[remarkReferenceSpans, { spans }]],
      components: {
        span: ({ node, children: words, ...rest }) => {
          const key = node?.properties?.[REFERENCE_PROPERTY];
          const edge = typeof key === 'string' ? edges.get(key) : undefined;
          if (!edge) return <span {...rest}>{words}</span>;
          return (
            <ReferenceLink end={edge.to} documentId={documentId}>
              {words}
            </ReferenceLink>
          );
        },
      },
    };
  }, [references, language, documentId]);
  return (
    <SafeMarkdown className={className} {...markdown}>
      {children}
    </SafeMarkdown>
  );
}
