/**
 * Issue 17, item 4, through the real endpoint with the local default analyst: an Arabic question gets an
 * Arabic answer quoting the official Arabic, whose citations open the same articles as in English.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { RESEARCH_MESSAGES, type MultiDocumentSearchResponse } from '../../schema/api/research.ts';
import { call, signedInUser } from './helpers.ts';

async function officialArabic(slug: string, article: string): Promise<{ id: number; textAr: string; titleAr: string | null; headingAr: string | null }> {
  const row = await env.DB.prepare(
    'SELECT l.id, l.title_ar, a.text_ar, a.heading_ar FROM articles a JOIN legislation l ON l.id = a.legislation_id WHERE l.slug = ? AND a.number = ?',
  )
    .bind(slug, article)
    .first<{ id: number; title_ar: string | null; text_ar: string; heading_ar: string | null }>();
  return { id: row!.id, textAr: row!.text_ar, titleAr: row!.title_ar, headingAr: row!.heading_ar };
}

describe('an Arabic question in AI Search', () => {
  it('is answered in Arabic from the official Arabic text, citing the article that answers it', async () => {
    const u = await signedInUser();
    const res = await call('/api/multi-document-search', {
      cookie: u.cookie,
      body: { query: 'ما حد الإيرادات الذي يسمح بالاستفادة من الإعفاء للأعمال الصغيرة؟' },
    });
    expect(res.status).toBe(200);
    const body = res.json as unknown as MultiDocumentSearchResponse;
    expect(body.response).toContain('## الملخص');
    const sbr = await officialArabic('md-73-2023', '2');
    // The Summary's quote is a sentence of the official Arabic of Article 2, cited [1].
    const summary = body.response
      .split('## الملخص')[1]!
      .split('\n')
      .find((l) => l.includes('[1]'))!;
    const quoted = summary.slice(0, summary.indexOf(' [1]'));
    expect(quoted.length).toBeGreaterThan(30);
    expect(sbr.textAr).toContain(quoted);
    expect(body.citations[0]).toMatchObject({ n: 1, url: `/legislation/${sbr.id}#article-2` });
    // The citation also names the document by its official Arabic title, for the Arabic interface.
    expect(sbr.titleAr).toMatch(/تسهيلات الأعمال الصغيرة/);
    expect(body.citations[0]!.title_ar).toBe(sbr.titleAr);
    // …and the article by its official Arabic heading (issue 27: no English headings in the Arabic interface).
    expect(sbr.headingAr).toBeTruthy();
    expect(body.citations[0]!.heading_ar).toBe(sbr.headingAr);
  });

  it('gives no Arabic title with the citations of an English question', async () => {
    const u = await signedInUser();
    const res = await call('/api/multi-document-search', { cookie: u.cookie, body: { query: 'What is the revenue threshold for Small Business Relief?' } });
    expect(res.status).toBe(200);
    const body = res.json as unknown as MultiDocumentSearchResponse;
    expect(body.citations.length).toBeGreaterThan(0);
    expect(body.citations.every((c) => !('title_ar' in c) && !('heading_ar' in c))).toBe(true);
  });

  it('says in Arabic that nothing in the collection addresses a question outside it', async () => {
    const u = await signedInUser();
    const res = await call('/api/multi-document-search', { cookie: u.cookie, body: { query: 'ما هي أفضل طريقة لطهي الأرز بالزعفران في المنزل؟' } });
    expect(res.status).toBe(200);
    const body = res.json as unknown as MultiDocumentSearchResponse;
    expect(body.no_match).toBe(true);
    expect(body.response).toBe(RESEARCH_MESSAGES.noPassagesAr);
  });
});
