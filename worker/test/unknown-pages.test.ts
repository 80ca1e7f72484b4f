/** Issue 27: a path that is no page of the app answers 404 with the not-found page (the app's shell), a page 200. */
import { describe, expect, it } from 'vitest';
import { isKnownPage } from '../src/services/pages/known-page.ts';
import { call } from './helpers.ts';

describe('unknown paths', () => {
  it('answers 404 with the app shell, which renders the not-found page', async () => {
    for (const path of ['/no-such-page', '/legislation', '/legislation/12/extra', '/chat/1/2', '/about/us']) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.text, path).toContain('<div id="root">');
    }
  });

  it('answers the pages of the route table 200, with or without a trailing slash', async () => {
    for (const path of ['/', '/about', '/about/', '/legislation/12', '/chat', '/chat/7', '/ai-search', '/admin/usage', '/admin/anything', '/reset-password']) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
    }
  });

  it('reads the patterns as react-router does', () => {
    expect(isKnownPage('/chat')).toBe(true);
    expect(isKnownPage('/chat/12')).toBe(true);
    expect(isKnownPage('/chat/12/x')).toBe(false);
    expect(isKnownPage('/admin/x/y')).toBe(true);
    expect(isKnownPage('/administrator')).toBe(false);
    expect(isKnownPage('/billing/portal')).toBe(true);
    expect(isKnownPage('/billing')).toBe(false);
  });
});
