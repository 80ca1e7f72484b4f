/** The router mounts exactly the pages of schema/page-routes.ts (which the Worker answers 200, any other path 404), then its catch-all. */
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../schema/page-routes.ts';
import { routes } from './router.tsx';

describe('the route table', () => {
  it('is the shared list of pages, each once, with the not-found page for everything else', () => {
    const paths = routes[0]!.children.map((r) => r.path);
    expect(paths.at(-1)).toBe('*');
    expect(paths.slice(0, -1).sort()).toEqual(Object.values(PAGE_ROUTES).sort());
  });
});
