/** Share / Copy Link (spec §4 "Copy feedback", §8 account toasts) against a fake API and clipboard. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, testUser, type FetchHandler } from '../../../../test/render-with-providers.tsx';
import { ShareLinkButton } from './share-link-button.tsx';

const URL_OF_LINK = 'http://localhost:8787/shared/AbCdEfGhIjKlMnOpQrStUv_-';

function stubClipboard(writeText: ReturnType<typeof vi.fn>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

const onChanged = vi.fn();

function renderButton(handler: FetchHandler, label = 'Copy Link', copiedLabel = 'Link Copied!') {
  return renderWithProviders(
    <ShareLinkButton
      chatId={7}
      title="Small Business Relief"
      messages={[
        { role: 'user', content: 'Who can elect it?' },
        { role: 'assistant', content: 'A resident person [1].' },
        { role: 'user', content: 'And groups?' },
      ]}
      label={label}
      copiedLabel={copiedLabel}
      className="btn"
      nameWithTitle
      onChanged={onChanged}
    />,
    { user: testUser(), fetch: handler },
  );
}

/**
 * Runs what the fake clock holds at this instant, without moving it, until `done`: happy-dom reads
 * response bodies on zero-delay timers. (The test library's waitFor cannot run under a fake setTimeout.)
 */
async function settleUntil(done: () => boolean) {
  for (let i = 0; i < 20 && !done(); i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ShareLinkButton', () => {
  it("reads 'Creating...' while the link is made, then copies it and reads 'Link Copied!' for exactly 2 s", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    let answer!: (r: Response) => void;
    const { fetchMock } = renderButton((url) => (url === '/api/create-share-link' ? new Promise<Response>((r) => (answer = r)) : undefined));

    const button = screen.getByRole('button', { name: 'Copy Link: Small Business Relief' });
    fireEvent.click(button);
    expect(button.textContent).toBe('Creating...');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // A second press while the first is in flight sends nothing.
    fireEvent.click(button);
    const posts = () => fetchMock.mock.calls.filter(([u]) => u === '/api/create-share-link');
    expect(posts()).toHaveLength(1);
    const body = JSON.parse((posts()[0]![1] as RequestInit).body as string);
    expect(body).toEqual({
      title: 'Small Business Relief',
      messages: [{ role: 'assistant', content: 'A resident person [1].' }],
      userInfo: { timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      sessionId: 'chat-7',
    });

    await act(async () => answer(json({ success: true, shareUrl: URL_OF_LINK, created: true })));
    await settleUntil(() => button.textContent === 'Link Copied!');
    expect(button.textContent).toBe('Link Copied!');
    expect(writeText).toHaveBeenCalledWith(URL_OF_LINK);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByText('Share link copied to clipboard')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1999));
    expect(button.textContent).toBe('Link Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy Link');
  });

  it("reads 'Copied!' where the label was 'Share'", async () => {
    stubClipboard(vi.fn().mockResolvedValue(undefined));
    renderButton((url) => (url === '/api/create-share-link' ? json({ success: true, shareUrl: URL_OF_LINK, created: false }) : undefined), 'Share', 'Copied!');
    const button = screen.getByRole('button', { name: 'Share: Small Business Relief' });
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Copied!'));
  });

  it('offers the link to copy by hand when the clipboard refuses', async () => {
    stubClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    renderButton((url) => (url === '/api/create-share-link' ? json({ success: true, shareUrl: URL_OF_LINK, created: false }) : undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link: Small Business Relief' }));
    expect(await screen.findByText('Copy Failed')).toBeTruthy();
    expect(screen.getByText(`Please copy manually: ${URL_OF_LINK}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Link: Small Business Relief' }).textContent).toBe('Copy Link');
  });

  it('logs a refused creation and shows the server text; nothing is copied', async () => {
    const writeText = vi.fn();
    stubClipboard(writeText);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderButton((url) =>
      url === '/api/create-share-link' ? json({ error: 'Too many share links created. Please wait a while and try again.' }, 429) : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link: Small Business Relief' }));
    expect(await screen.findByText('Share Failed')).toBeTruthy();
    expect(screen.getByText('Too many share links created. Please wait a while and try again.')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Share-link creation failed', expect.anything());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy Link: Small Business Relief' }).textContent).toBe('Copy Link');
  });
});

describe('ShareLinkButton in Arabic (issue 17 item 5)', () => {
  function renderArabic(handler: FetchHandler) {
    return renderWithProviders(
      <ShareLinkButton
        chatId={7}
        title="Small Business Relief"
        label="نسخ الرابط"
        copiedLabel="تم نسخ الرابط!"
        className="btn"
        nameWithTitle
        onChanged={onChanged}
      />,
      { user: testUser(), fetch: handler, language: 'ar' },
    );
  }

  it('says it copied, in Arabic', async () => {
    stubClipboard(vi.fn().mockResolvedValue(undefined));
    renderArabic((url) => (url === '/api/create-share-link' ? json({ success: true, shareUrl: URL_OF_LINK, created: true }) : undefined));
    const button = screen.getByRole('button', { name: 'نسخ الرابط: Small Business Relief' });
    fireEvent.click(button);
    expect(button.textContent).toBe('جارٍ الإنشاء...');
    await waitFor(() => expect(button.textContent).toBe('تم نسخ الرابط!'));
    expect(screen.getByText('تم نسخ رابط المشاركة إلى الحافظة')).toBeTruthy();
  });

  it("gives the server's refusal in Arabic from its code, whatever its English says", async () => {
    stubClipboard(vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = { error: 'You have made a lot of links lately.', code: 'RATE_LIMITED', details: { limit: 'share_links', retry_after_seconds: 60 } };
    renderArabic((url) => (url === '/api/create-share-link' ? json(refusal, 429) : undefined));
    fireEvent.click(screen.getByRole('button', { name: 'نسخ الرابط: Small Business Relief' }));
    expect(await screen.findByText('تعذّرت المشاركة')).toBeTruthy();
    expect(screen.getByText('تم إنشاء عدد كبير جداً من روابط المشاركة. يُرجى الانتظار قليلاً ثم المحاولة مرة أخرى.')).toBeTruthy();
  });
});
