/**
 * Each document of the collection as an MCP resource a client can attach: `legislation://{slug}` is the
 * document in English (an unofficial translation, except where English is official), `legislation://{slug}/ar`
 * its official Arabic; both as Markdown with each article's heading, text and link, bounded in size.
 */
import { LEGISLATION_RESOURCE_SCHEME } from '../../../../schema/api/mcp.ts';
import type { LegislationDetail } from '../../../../schema/api/legislation.ts';
import type { Db } from '../../db/client.ts';
import { listLegislation } from '../legislation/legislation-service.ts';
import { boundText, MAX_RESOURCE_CHARS } from './bounds.ts';
import { articleName, instrumentName, pageLink } from './citation-names.ts';
import { findDocument } from './documents.ts';
import { RESOURCE_NOT_FOUND, ToolInputError } from './tool-errors.ts';

export const RESOURCE_MIME_TYPE = 'text/markdown';
const URI = /^legislation:\/\/([a-z0-9-]{1,80}|\d{1,12})(\/ar)?$/;

const resourceKey = (r: { id: number; slug: string | null }) => r.slug ?? String(r.id);

export async function listDocumentResources(db: Db) {
  const { records } = await listLegislation(db, { filters: {}, sort: 'title', limit: 1000, offset: 0 });
  return records.map((r) => ({
    uri: `${LEGISLATION_RESOURCE_SCHEME}${resourceKey(r)}`,
    name: resourceKey(r),
    title: r.title,
    description: `${r.legislation ?? 'Instrument'}; status: ${r.status ?? 'unknown'}${r.has_text ? '' : '; metadata only (no text in the collection)'}.`,
    mimeType: RESOURCE_MIME_TYPE,
  }));
}

export const RESOURCE_TEMPLATES = [
  {
    uriTemplate: `${LEGISLATION_RESOURCE_SCHEME}{slug}`,
    name: 'legislation-document',
    title: 'A UAE Corporate Tax instrument (English)',
    description: "The instrument's record and every article in English, e.g. legislation://fdl-47-2022.",
    mimeType: RESOURCE_MIME_TYPE,
  },
  {
    uriTemplate: `${LEGISLATION_RESOURCE_SCHEME}{slug}/ar`,
    name: 'legislation-document-arabic',
    title: 'A UAE Corporate Tax instrument (official Arabic)',
    description: "The instrument's every article in the official Arabic, e.g. legislation://fdl-47-2022/ar.",
    mimeType: RESOURCE_MIME_TYPE,
  },
];

function documentMarkdown(d: LegislationDetail, arabic: boolean, appUrl: string): string {
  const lines = [
    `# ${arabic && d.title_ar ? d.title_ar : d.title}`,
    '',
    `- Citation: ${instrumentName(d)}`,
    `- Status: ${d.status ?? 'unknown'}${d.status_note ? ` — ${d.status_note}` : ''}`,
    `- Link: ${pageLink(appUrl, d.id)}`,
  ];
  if (!d.has_text) {
    lines.push(
      '',
      `The collection holds only this instrument's metadata.${(d.source_file ?? d.redirect_url) ? ` Official source: ${d.source_file ?? d.redirect_url}` : ''}`,
    );
    return lines.join('\n');
  }
  lines.push(
    `- Language: ${arabic ? 'official Arabic text' : d.text_language === 'ar' ? 'English, an unofficial translation of the official Arabic (the Arabic prevails)' : 'English (official)'}`,
  );
  for (const a of d.articles) {
    const text = arabic ? a.text_ar : a.text_en;
    if (!text) continue;
    const heading = arabic ? (a.heading_ar ?? a.heading) : a.heading;
    lines.push('', `## ${articleName(a.number)}${heading ? `: ${heading}` : ''}`, `<${pageLink(appUrl, d.id, a.number)}>`, '', text);
  }
  return lines.join('\n');
}

export async function readDocumentResource(db: Db, appUrl: string, uri: string) {
  const m = URI.exec(uri);
  if (!m)
    throw new ToolInputError(
      `Unknown resource ${uri}: resources are legislation://{slug} and legislation://{slug}/ar, e.g. legislation://fdl-47-2022.`,
      RESOURCE_NOT_FOUND,
    );
  const document = await findDocument(db, m[1]!);
  if (!document) throw new ToolInputError(`No document ${m[1]} in the collection: resources/list names every document.`, RESOURCE_NOT_FOUND);
  const arabic = m[2] === '/ar';
  const bounded = boundText(documentMarkdown(document, arabic, appUrl), MAX_RESOURCE_CHARS);
  const text = bounded.truncated
    ? `${bounded.text}\n\n[Cut at ${MAX_RESOURCE_CHARS} characters: read the rest at ${pageLink(appUrl, document.id)} or article by article with get_article.]`
    : bounded.text;
  return { contents: [{ uri, mimeType: RESOURCE_MIME_TYPE, text }] };
}
