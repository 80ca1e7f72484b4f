/** The public shared page against a fake API (spec §2 "Shared conversation", §8). */
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SharedConversation } from '../../../schema/api/shares.ts';
import { json, renderWithProviders, type FetchHandler } from '../../test/render-with-providers.tsx';
import { CT_LAW_TITLE, testCitation } from '../../test/fixtures.ts';
import { SharedPage } from './shared-page.tsx';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv_-';
const API = `/api/shared/${TOKEN}`;
const LONG_QUESTION = 'What is the revenue threshold for Small Business Relief, and until when can it be elected?';

function conversation(overrides: Partial<SharedConversation> = {}): SharedConversation {
  return {
    title: 'Small Business Relief',
    createdAt: '2026-11-20T09:00:00.000Z',
    viewCount: 12,
    messages: [
      { role: 'user', content: LONG_QUESTION, citations: [] },
      { role: 'assistant', content: 'Revenue of **AED 3 million** or less [1].', citations: [testCitation({ heading: 'Small Business Relief' })] },
      { role: 'assistant', content: '  ', citations: [] },
      { role: 'assistant', content: 'Processing your question...', citations: [] },
      { role: 'user', content: 'And groups?', citations: [] },
      { role: 'assistant', content: 'Members of a Qualifying Group cannot elect it.', citations: [] },
    ],
    ...overrides,
  };
}

function renderShared(handler: FetchHandler, locale: Pick<Parameters<typeof renderWithProviders>[1] & object, 'language' | 'numerals'> = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/shared/:shareId" element={<SharedPage />} />
    </Routes>,
    { route: `/shared/${TOKEN}`, fetch: handler, ...locale },
  );
}

describe('SharedPage', () => {
  it('shows a spinner, then the title, view count, date and the visible messages, read-only', async () => {
    const { fetchMock } = renderShared((url) => (url === API ? json({ success: true, data: conversation() }) : undefined));
    expect(screen.getByText('Loading shared conversation...')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Small Business Relief' })).toBeTruthy();
    expect(screen.getByText('12 views')).toBeTruthy();
    expect(screen.getByText('Shared 20 November 2026')).toBeTruthy();
    expect(document.title).toBe('UAE Tax Analysis: Small Business Relief · UAE Corporate Tax Research');
    // A public read: no cookie goes with it.
    const init = fetchMock.mock.calls.find(([u]) => u === API)?.[1] as RequestInit;
    expect(init.credentials).toBe('omit');

    // Questions are headings cut to 50 characters, the whole question on hover.
    const questions = screen.getAllByRole('heading', { level: 2 });
    expect(questions.map((h) => h.textContent)).toEqual([`Question: ${LONG_QUESTION.slice(0, 50)}...`, 'Question: And groups?']);
    expect(questions[0]!.getAttribute('title')).toBe(LONG_QUESTION);
    expect(questions[1]!.getAttribute('title')).toBeNull();

    // Empty and 'Processing your question' messages are not shown.
    const list = screen.getByRole('list', { name: 'Conversation' });
    expect(list.children).toHaveLength(4);
    expect(screen.queryByText(/Processing your question/)).toBeNull();

    // Answers are Markdown, their [n] open the cited article, and a numbered list of sources follows.
    expect(screen.getByText('AED 3 million').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: `Citation 1: ${CT_LAW_TITLE}, Article (21)` }).getAttribute('href')).toBe('/legislation/12#article-21');
    expect(screen.getByRole('link', { name: `${CT_LAW_TITLE}, Article (21): Small Business Relief` }).getAttribute('href')).toBe('/legislation/12#article-21');

    expect(screen.getByRole('link', { name: 'Try for free: 1 chat + 2 follow-ups (AED 9 value) • Always-free keyword search' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("says '1 view' for the first reader", async () => {
    renderShared((url) => (url === API ? json({ success: true, data: conversation({ viewCount: 1 }) }) : undefined));
    expect(await screen.findByText('1 view')).toBeTruthy();
  });

  it("shows 'Conversation Not Found' with the server's text, and a link home", async () => {
    renderShared((url) => (url === API ? json({ success: false, error: 'This link was revoked by its owner.' }, 404) : undefined));
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation Not Found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link was revoked by its owner.');
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Conversation Not Found · UAE Corporate Tax Research'));
  });

  it('falls back to the spec sentence when a 404 carries no text', async () => {
    renderShared((url) => (url === API ? new Response('', { status: 404 }) : undefined));
    expect(await screen.findByRole('heading', { name: 'Conversation Not Found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This shared conversation may have expired or been removed.');
  });

  it("says 'Failed to load shared conversation' when the server fails or cannot be reached", async () => {
    const { unmount } = renderShared((url) => (url === API ? json({ error: 'D1 is down' }, 503) : undefined));
    expect(await screen.findByRole('heading', { name: 'Conversation Not Found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load shared conversation');
    unmount();

    renderShared((url) => (url === API ? Promise.reject(new TypeError('Failed to fetch')) : undefined));
    expect(await screen.findByRole('heading', { name: 'Conversation Not Found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load shared conversation');
  });
});

describe('SharedPage in Arabic (issue 17 item 5)', () => {
  it('shows the chrome in Arabic with Arabic-Indic digits and an Arabic date; the conversation keeps its own words', async () => {
    renderShared((url) => (url === API ? json({ success: true, data: conversation() }) : undefined), { language: 'ar', numerals: 'arab' });
    expect(screen.getByText('جارٍ تحميل المحادثة المشتركة...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Small Business Relief' })).toBeTruthy();
    expect(screen.getByText('١٢ مشاهدة')).toBeTruthy();
    expect(screen.getByText('تمت المشاركة في ٢٠ نوفمبر ٢٠٢٦')).toBeTruthy();
    expect(screen.getByText('نسخة للقراءة فقط من محادثة شاركها صاحبها.')).toBeTruthy();
    expect(document.title).toContain('التحليل الضريبي في الإمارات: Small Business Relief');
    const questions = screen.getAllByRole('heading', { level: 2 });
    expect(questions[1]!.textContent).toBe('السؤال: And groups?');
    expect(screen.getByRole('list', { name: 'المحادثة' }).children).toHaveLength(4);
    expect(
      screen.getByRole('link', { name: 'جرّب مجاناً: محادثة واحدة + سؤالا متابعة (بقيمة ٩ دراهم) • البحث بالكلمات المفتاحية مجاني دائماً' }).getAttribute('href'),
    ).toBe('/');
    expect(screen.getByText('لأغراض البحث الضريبي فقط. استشر دائماً مستشاراً ضريبياً مؤهلاً')).toBeTruthy();
  });

  it('uses the Arabic plural forms of the view count', async () => {
    const { unmount } = renderShared((url) => (url === API ? json({ success: true, data: conversation({ viewCount: 1 }) }) : undefined), { language: 'ar' });
    expect(await screen.findByText('مشاهدة واحدة')).toBeTruthy();
    unmount();
    renderShared((url) => (url === API ? json({ success: true, data: conversation({ viewCount: 3 }) }) : undefined), { language: 'ar' });
    expect(await screen.findByText('3 مشاهدات')).toBeTruthy();
  });

  it("says 'Conversation Not Found' in Arabic, the server's known text in Arabic and any other as sent", async () => {
    const { unmount } = renderShared(
      (url) => (url === API ? json({ success: false, error: 'Reworded: this link is gone.', code: 'SHARE_NOT_FOUND' }, 404) : undefined),
      { language: 'ar' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'لم يُعثر على المحادثة' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('ربما انتهت صلاحية هذه المحادثة المشتركة أو أُزيلت.');
    expect(screen.getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/');
    unmount();

    const second = renderShared((url) => (url === API ? json({ error: 'D1 is down' }, 503) : undefined), { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'لم يُعثر على المحادثة' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('تعذّر تحميل المحادثة المشتركة');
    second.unmount();

    renderShared((url) => (url === API ? json({ success: false, error: 'This link was revoked by its owner.' }, 404) : undefined), { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'لم يُعثر على المحادثة' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link was revoked by its owner.');
  });
});
