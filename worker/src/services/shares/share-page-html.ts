/**
 * The HTML of /shared/:id for link previews: the SPA's index.html with the shared conversation's
 * title, description, Open Graph and Twitter card tags, canonical URL and robots directive written
 * in by HTMLRewriter, so LinkedIn, WhatsApp and search engines (which run no JavaScript) see them.
 */
import { sharePageTitle } from '../../../../schema/api/shares.ts';
import type { SharePreview } from './share-service.ts';

/** Served from web/public (see scripts/og-image/README.md). */
export const OG_IMAGE_PATH = '/og-image.png';
const OG_IMAGE = { width: 1200, height: 630, alt: 'UAE Corporate Tax Research: UAE Tax Analysis with pinpoint citations' };
const SITE_NAME = 'UAE Corporate Tax Research';
const NOT_FOUND_TITLE = 'Conversation Not Found';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeAttr(content)}">`;

function previewTags(preview: SharePreview, origin: string): string {
  const title = sharePageTitle(preview.title);
  const image = `${origin}${OG_IMAGE_PATH}`;
  return [
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeAttr(preview.url)}">`,
    meta('name', 'robots', 'index, follow'),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', OG_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
  ].join('');
}

/**
 * Rewrites the SPA's page for one share link: the preview tags when it answers, otherwise a
 * 'Conversation Not Found' title with noindex (the SPA then shows its failure card).
 */
export function sharePageHtml(page: Response, preview: SharePreview | null, origin: string): Response {
  const title = preview ? sharePageTitle(preview.title) : NOT_FOUND_TITLE;
  const tags = preview ? previewTags(preview, origin) : meta('name', 'robots', 'noindex, nofollow');
  const rewritten = new HTMLRewriter()
    .on('head > title', { element: (el) => void el.setInnerContent(title) })
    // The page's generic description would contradict the conversation's own.
    .on('head > meta[name="description"]', { element: (el) => void el.remove() })
    .on('head', { element: (el) => void el.append(tags, { html: true }) })
    .transform(page);
  const headers = new Headers(rewritten.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  // Liveness is decided per request (revocation is immediate): browsers and the edge revalidate the HTML.
  headers.set('cache-control', 'no-cache');
  // What the assets said of index.html (its ETag, a cache HIT) is not true of this page.
  headers.delete('etag');
  headers.delete('cf-cache-status');
  headers.delete('content-length');
  if (!preview) headers.set('x-robots-tag', 'noindex, nofollow');
  return new Response(rewritten.body, { status: preview ? 200 : 404, headers });
}
