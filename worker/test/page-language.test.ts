/**
 * Issue 17 item 5: every page is served in the reader's interface language, the remembered choice
 * first and, on a first visit, the browser's Accept-Language, so the first paint is already right to
 * left for an Arabic reader.
 */
import { describe, expect, it } from 'vitest';
import { call } from './helpers.ts';

function htmlTag(text: string): string {
  return /<html[^>]*>/.exec(text)?.[0] ?? '';
}

describe('the page language', () => {
  it('a first visit asking for Arabic gets an Arabic, right-to-left page', async () => {
    const page = await call('/pricing', { headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' } });
    expect(page.status).toBe(200);
    expect(htmlTag(page.text)).toMatch(/lang="ar"/);
    expect(htmlTag(page.text)).toMatch(/dir="rtl"/);
    expect(htmlTag(page.text)).toMatch(/data-ui-language="ar"/);
    expect(page.headers.get('vary')).toMatch(/Accept-Language/);
    // The security headers of web/public/_headers still come with the page.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('English, or a language the product does not have, gets the English page', async () => {
    for (const acceptLanguage of ['en-GB,en;q=0.9', 'fr-FR,fr;q=0.9', '']) {
      const page = await call('/', { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      expect(htmlTag(page.text), acceptLanguage).toMatch(/lang="en"/);
      expect(htmlTag(page.text), acceptLanguage).toMatch(/dir="ltr"/);
    }
  });

  it('weights decide: English preferred over Arabic stays English', async () => {
    const page = await call('/about', { headers: { 'accept-language': 'ar;q=0.5, en-US;q=0.8' } });
    expect(htmlTag(page.text)).toMatch(/lang="en"/);
  });

  it('the remembered choice wins over Accept-Language, both ways', async () => {
    const english = await call('/legislation/1', { cookie: 'ui_lang=en', headers: { 'accept-language': 'ar' } });
    expect(htmlTag(english.text)).toMatch(/lang="en"/);
    const arabic = await call('/ai-search', { cookie: 'session=x; ui_lang=ar', headers: { 'accept-language': 'en' } });
    expect(htmlTag(arabic.text)).toMatch(/lang="ar"/);
    expect(htmlTag(arabic.text)).toMatch(/dir="rtl"/);
  });

  it('a shared conversation page (link previews) is served in the reader language too', async () => {
    const page = await call('/shared/no-such-share', { headers: { 'accept-language': 'ar' } });
    expect(page.status).toBe(404);
    expect(htmlTag(page.text)).toMatch(/lang="ar"/);
  });

  it('an unknown API path still answers JSON, not the page', async () => {
    const res = await call('/api/no-such-route', { headers: { 'accept-language': 'ar' } });
    expect(res.status).toBe(404);
    expect(res.json.error).toMatch(/No API route/);
  });
});
