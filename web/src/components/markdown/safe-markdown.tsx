/**
 * Markdown for legal text and model answers: raw HTML is never rendered (spec §2: only the
 * link protocols http, https, irc, ircs, mailto and xmpp, which is exactly react-markdown's
 * default URL policy). Single line breaks are kept because clauses and sub-clauses of
 * legislation are written one per line. With `citations`, every `[n]` marker of an answer
 * becomes an in-app link to the cited article. Links to other sites (a model may write any
 * address) show their real destination and open in a new tab with rel="noopener noreferrer
 * nofollow": see docs/decisions/007-answers-and-citation-check.md.
 */
import { createElement, isValidElement, useMemo, type ComponentProps, type ReactNode } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { Link } from 'react-router';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { CITATION_PROPERTY, remarkCitations, type MarkdownCitation } from './remark-citations.ts';
import { COMMON_TEXTS } from '../messages.ts';
import { passageLabelAr } from '../../../../schema/api/legislation-labels.ts';
import { arabicTitle } from '../../shared/citations.ts';
import { useLocale, useTexts } from '../../i18n/locale.tsx';

export type { MarkdownCitation } from './remark-citations.ts';

type MdNode = { type: string; value?: string; children?: MdNode[] };

/** The corpus writes line breaks inside table cells as `<br>`: turn exactly those into breaks. */
function remarkHtmlBreaks() {
  const visit = (node: MdNode) => {
    if (!node.children) return;
    node.children = node.children.map((child) => (child.type === 'html' && /^<br\s*\/?>$/i.test(child.value?.trim() ?? '') ? { type: 'break' } : child));
    node.children.forEach(visit);
  };
  return (tree: MdNode) => visit(tree);
}

export const citationLinkClass =
  'mx-px inline-flex min-w-[1.35rem] items-center justify-center rounded bg-blue-100 px-1 align-baseline text-xs font-semibold text-blue-900 no-underline hover:bg-blue-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700';

/**
 * Typography for AI answers, as utility variants: Tailwind's reset strips list bullets and
 * heading sizes, and the answer must read like a memo.
 */
export const answerProseClass = [
  'text-[15px] leading-relaxed text-slate-800',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
  '[&_h1]:mt-4 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-semibold',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-slate-200 [&_blockquote]:ps-3 [&_blockquote]:text-slate-600',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3',
  '[&_table]:my-3 [&_table]:text-sm [&_td]:border [&_td]:border-slate-300 [&_td]:p-1.5 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:p-1.5',
  '[&_a:not([data-citation])]:text-blue-800 [&_a:not([data-citation])]:underline [&_strong]:font-semibold',
].join(' ');

/**
 * The site an outside link really leads to (host without "www."), or null for links that stay
 * in the app. Protocol-relative addresses (//host/path) count as outside.
 */
function outsideDestination(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, window.location.origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === window.location.origin) return null;
  return url.hostname.replace(/^www\./, '');
}

function plainText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(plainText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return plainText(node.props.children);
  return '';
}

/**
 * Each block takes the direction of its own text: an answer to an Arabic question, or the official Arabic of an
 * article, reads right to left (lists and quotes indented from the right), English left to right.
 */
const DIRECTIONAL_BLOCKS = ['p', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'td', 'th'] as const;
const directionalBlocks = Object.fromEntries(
  DIRECTIONAL_BLOCKS.map((tag) => [
    tag,
    function Block({ node: _node, ...props }: { node?: unknown; children?: ReactNode }) {
      return createElement(tag, { ...props, dir: 'auto' });
    },
  ]),
) as NonNullable<ComponentProps<typeof Markdown>['components']>;

/** A link out of the site: a new tab, no referrer, and its destination always named. */
function OutsideLink({ href, destination, children }: { href: string; destination: string; children?: ReactNode }) {
  const t = useTexts(COMMON_TEXTS);
  const label = plainText(children);
  // A bare address already names its destination; any other text might name a different site.
  const named = label.trim() === href.trim();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      referrerPolicy="no-referrer"
      data-destination={destination}
      aria-label={t.opensInNewTab(label, destination)}
    >
      {children}
      {!named && <span className="text-slate-500"> ({destination})</span>}
    </a>
  );
}

const components: ComponentProps<typeof Markdown>['components'] = {
  a: ({ href, children, node, ...rest }) => {
    // Citations stay inside the app: a router navigation, not a page load.
    if (href && node?.properties?.[CITATION_PROPERTY] !== undefined) {
      return (
        <Link to={href} aria-label={rest['aria-label']} data-citation={String(node.properties[CITATION_PROPERTY])} className={citationLinkClass}>
          {children}
        </Link>
      );
    }
    // In-app paths (an answer's "Read Next" articles) navigate inside the app too.
    if (href && /^\/(?!\/)/.test(href)) {
      return <Link to={href}>{children}</Link>;
    }
    const destination = href ? outsideDestination(href) : null;
    if (!destination) return <a href={href}>{children}</a>;
    return (
      <OutsideLink href={href!} destination={destination}>
        {children}
      </OutsideLink>
    );
  },
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table>{children}</table>
    </div>
  ),
  ...directionalBlocks,
};

type MarkdownProps = ComponentProps<typeof Markdown>;

export function SafeMarkdown({
  children,
  className,
  citations,
  remarkPlugins,
  components: extraComponents,
}: {
  children: string;
  className?: string;
  citations?: readonly MarkdownCitation[];
  /** Extra remark plugins, run first: on the tree as parsed, whose text nodes still carry their offsets into `children`. */
  remarkPlugins?: MarkdownProps['remarkPlugins'];
  /** Renderers for the elements those plugins create (they take precedence over the defaults). */
  components?: MarkdownProps['components'];
}) {
  const t = useTexts(COMMON_TEXTS);
  const { language, format } = useLocale();
  const plugins = useMemo(() => {
    // In Arabic a marker is named as the citation list names it: the official Arabic title when the answer came with
    // one, and 'المادة (21)'.
    const label = (c: MarkdownCitation) =>
      language === 'ar'
        ? t.citation(c.n, arabicTitle(c) ?? c.title, format.digits(c.article ? passageLabelAr(c.article) : c.article_label), !!c.repealed)
        : t.citation(c.n, c.title, format.digits(c.article_label), !!c.repealed);
    return [...(remarkPlugins ?? []), remarkGfm, remarkBreaks, remarkHtmlBreaks, [remarkCitations, { citations, label }]] as MarkdownProps['remarkPlugins'];
  }, [citations, remarkPlugins, t, format, language]);
  const renderers = useMemo(() => (extraComponents ? { ...components, ...extraComponents } : components), [extraComponents]);
  return (
    <div className={className}>
      <Markdown remarkPlugins={plugins} skipHtml urlTransform={defaultUrlTransform} components={renderers}>
        {children}
      </Markdown>
    </div>
  );
}
