/**
 * Browser caching of the static files (issue 16 item 2): the hashed build files are immutable for a year,
 * the HTML revalidates on every visit (a deploy is seen at once), and API answers are never kept.
 */
import { expect, test } from '@playwright/test';

test('hashed assets are immutable, the HTML and the API are not kept', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['cache-control']).toBe('no-cache');
  const html = await home.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A client route is the same HTML, revalidated too.
  expect((await request.get('/pricing')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/api/legislation?limit=1')).headers()['cache-control']).toBe('no-store');
});
