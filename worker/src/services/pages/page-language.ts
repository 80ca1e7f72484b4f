/**
 * The SPA's page served in the reader's interface language (issue 17 item 5): <html lang dir> and
 * data-ui-language from the remembered choice, else Accept-Language, so an Arabic reader's first
 * paint is already right to left and the app starts in Arabic without a flash of English.
 */
import { preferredLanguage, textDirection, type UiLanguage } from '../../../../schema/ui-language.ts';

export function pageLanguage(request: Request): UiLanguage {
  return preferredLanguage(request.headers.get('cookie'), request.headers.get('accept-language'));
}

/** The page with its language written in; anything that is not HTML passes through untouched. */
export function withPageLanguage(page: Response, language: UiLanguage): Response {
  if (!(page.headers.get('content-type') ?? '').startsWith('text/html')) return page;
  const rewritten = new HTMLRewriter()
    .on('html', {
      element: (el) => {
        el.setAttribute('lang', language);
        el.setAttribute('dir', textDirection(language));
        el.setAttribute('data-ui-language', language);
      },
    })
    .transform(page);
  const headers = new Headers(rewritten.headers);
  // The same address answers in either language: caches must key on what decided it.
  headers.append('vary', 'Cookie, Accept-Language');
  // The assets' ETag and length describe the unrewritten file.
  headers.delete('etag');
  headers.delete('content-length');
  return new Response(rewritten.body, { status: page.status, statusText: page.statusText, headers });
}
