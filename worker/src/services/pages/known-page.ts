/** Whether a path is one of the SPA's pages (schema/page-routes.ts): any other is answered 404 with the not-found page. */
import { PAGE_ROUTES } from '../../../../schema/page-routes.ts';

/** A react-router pattern as a regular expression: ':name' one segment, ':name?' an optional one, '*' the rest. */
function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .slice(1)
    .map((segment) =>
      segment === '*'
        ? '(?:/.*)?'
        : segment.startsWith(':')
          ? segment.endsWith('?')
            ? '(?:/[^/]+)?'
            : '/[^/]+'
          : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${body || '/'}$`);
}

const PAGES = Object.values(PAGE_ROUTES).map(patternRegExp);

export function isKnownPage(path: string): boolean {
  // react-router matches '/about/' as '/about'.
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return PAGES.some((re) => re.test(trimmed));
}
