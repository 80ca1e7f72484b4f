/**
 * Issue 27, "Print and PDF of the whole analysis": a conversation printed to PDF (Chromium's own `page.pdf()`, which
 * fires no `beforeprint`) holds every answer in full — not the on-screen preview — with its key points, every
 * citation as a numbered footnote naming document and article with its address, the questions, the date and the
 * answer's source.
 */
import { expect, test } from '@playwright/test';
import { signInNewAccount } from './support/accounts.ts';
import { pdfText, squash } from './support/pdf-text.ts';

const QUESTIONS = [
  'What is the revenue threshold for the relief?',
  'Until which tax period can Small Business Relief be elected, and what happens if revenue exceeds the threshold?',
];

test('a document chat printed to PDF: every answer whole, its footnotes, the questions, the date and the source', async ({ page, request }) => {
  await signInNewAccount(page, request, 'print', 'Omar Saeed');
  const list = await request.get('/api/legislation?search=Small%20Business%20Relief');
  const md73 = ((await list.json()) as { records: Array<{ id: number; slug: string }> }).records.find((r) => r.slug === 'md-73-2023')!;
  await page.goto(`/chat?start=${md73.id}`);
  const input = page.getByPlaceholder('Continue your tax consultation...');
  const answers = page
    .getByRole('region', { name: 'Conversation' })
    .getByRole('listitem')
    .filter({ hasText: 'No language model is configured on this server' });
  for (const [i, question] of QUESTIONS.entries()) {
    await input.fill(question);
    await input.press('Shift+Enter');
    await expect(answers).toHaveCount(i + 1, { timeout: 15_000 });
  }
  // Both answers are long: the screen shows their previews.
  await expect(page.getByRole('button', { name: 'Read full analysis' })).toHaveCount(2);

  const saved = (await (await page.request.get(`/api/account/chat/${page.url().split('/').pop()}`)).json()) as {
    data: {
      created_at: string;
      messages: Array<{ role: string; content: string; citations: Array<{ n: number; title: string; article_label: string; url: string }> }>;
    };
  };
  const printed = squash(await pdfText(await page.pdf({ format: 'A4' })));
  const has = (text: string) => expect(printed, `printed copy holds: ${text.slice(0, 80)}`).toContain(squash(text));

  for (const question of QUESTIONS) has(question);
  has('Started');
  const replies = saved.data.messages.filter((m) => m.role === 'assistant' && m.citations.length);
  expect(replies).toHaveLength(2);
  for (const reply of replies) {
    // The end of each answer, far past its 300-character preview: quoted text, before the Read Next list.
    const body = reply.content.split('## Read Next')[0]!.replace(/\[\d+\]|[*#_>`-]/g, ' ');
    const ending = body.trim().split(/\s+/).slice(-12).join(' ');
    expect(reply.content.indexOf(ending.split(' ')[0]!)).toBeGreaterThan(-1);
    has(ending);
    for (const c of reply.citations) {
      has(`[${c.n}]`);
      has(c.title);
      has(c.article_label);
      has(new URL(c.url, page.url()).href);
    }
  }
  expect(replies.some((r) => r.content.includes('## Key Points'))).toBe(true);
  has('Key Points');
  has('Answer source: quoted from the cited articles by the extractive analyst');
  // Nothing of the screen's controls.
  expect(printed).not.toContain(squash('Read full analysis'));
  expect(printed).not.toContain(squash('Continue your tax consultation'));
});
