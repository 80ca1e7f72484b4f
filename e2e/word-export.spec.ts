/**
 * Issue 27, "A Word memo": the Export Word button of a saved conversation downloads a .docx that opens (a valid
 * package) and holds the question, the answer under its headings, the numbered sources linking to the article pages,
 * and an appendix quoting each cited article in full.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signInNewAccount } from './support/accounts.ts';

const QUESTION = 'What is the revenue threshold for the relief?';

test('a document chat exported as a Word memo', async ({ page, request }) => {
  await signInNewAccount(page, request, 'word', 'Omar Saeed');
  const list = await request.get('/api/legislation?search=Small%20Business%20Relief');
  const md73 = ((await list.json()) as { records: Array<{ id: number; slug: string }> }).records.find((r) => r.slug === 'md-73-2023')!;
  await page.goto(`/chat?start=${md73.id}`);
  const input = page.getByPlaceholder('Continue your tax consultation...');
  await input.fill(QUESTION);
  await input.press('Shift+Enter');
  await expect(page.getByRole('region', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: 'No language model is configured' })).toHaveCount(1, {
    timeout: 15_000,
  });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Word' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.docx$/);
  const files = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', 'word/_rels/document.xml.rels']));
  const xml = strFromU8(files['word/document.xml']!);
  const rels = strFromU8(files['word/_rels/document.xml.rels']!);
  const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('\n');

  expect(text).toContain(QUESTION);
  expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/><\/w:pPr><w:r><w:t xml:space="preserve">Answer</);
  expect(text).toContain('Summary');
  expect(text).toContain('AED (3,000,000) three million');
  expect(text).toMatch(/\[1\] \n?Ministerial Decision No\. 73 of 2023/);
  expect(rels).toMatch(new RegExp(`Target="http://localhost:\\d+/legislation/${md73.id}" TargetMode="External"`));
  expect(xml).toContain('w:anchor="article-2"');
  // The appendix quotes the cited article whole: its last clause too.
  expect(text).toContain('Appendix: the cited articles in full');
  expect(text).toContain('Revenue for the purposes of this Article shall be determined in accordance with the accounting standards');
});
