/** Smoke tests of the four marketing and legal pages (rendered with the record count mocked). */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from './about-page.tsx';
import { PricingPage } from './pricing-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '../../test/render-with-providers.tsx';
import { useLegislationCount } from '../features/legislation/api.ts';

vi.mock('../features/legislation/api.ts', () => ({ useLegislationCount: vi.fn() }));
const countMock = vi.mocked(useLegislationCount);

function renderPage(page: React.ReactNode) {
  return renderWithProviders(<>{page}</>);
}
const text = () => document.body.textContent ?? '';

beforeEach(() => {
  countMock.mockReset();
  countMock.mockReturnValue(undefined);
});

describe('AboutPage', () => {
  it('has one h1, sets the title and falls back to 55+ documents', () => {
    renderPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^About/);
    expect(text()).toContain('55+ Corporate Tax documents');
    expect(text()).toContain('90,000+ words of law');
  });

  it('uses the live record count when available', () => {
    countMock.mockReturnValue(61);
    renderPage(<AboutPage />);
    expect(text()).toContain('61+ Corporate Tax documents');
  });

  it('explains the three search methods, quotes the founder and shows the signed-out call to action', async () => {
    renderPage(<AboutPage />);
    for (const name of ['Exact Keyword Search', 'Single-document AI Chat', 'Multi-document AI Search']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(text()).toContain('Founder, UAE Corporate Tax Research');
    expect(screen.getByRole('heading', { name: 'In-house finance, accounting and tax teams' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tax advisors at audit, consulting and law firms' })).toBeTruthy();
    expect(text()).toContain('Compliance officers');
    expect(screen.getByRole('heading', { name: 'Get Started Today' })).toBeTruthy();
    expect(await screen.findByLabelText('Full Name')).toBeTruthy();
  });

  it('signed in: Welcome back! instead of the sign-up form', async () => {
    renderWithProviders(<AboutPage />, { user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
  });
});

describe('PricingPage', () => {
  it('has one h1, the free-trial note and the three cards', () => {
    renderPage(<PricingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(text()).toContain('1 chat + 2 follow-ups free (worth AED 9)');
    expect(text()).toContain('Keyword search always free');
    expect(screen.getByRole('heading', { name: 'AI Chat' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Follow-up Question' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Transparent Pay As You Go' })).toBeTruthy();
    expect(text()).toContain('pending charges reach AED 25');
  });

  it('shows the ROI figures of the spec', () => {
    renderPage(<PricingPage />);
    for (const s of ['4 hours', 'AED 800', '3 minutes', '99%', 'AED 795', 'pays for itself 159 times over', 'ROI of 16,000%', 'AED 200 per hour', 'AED 50 per hour for a junior']) {
      expect(text()).toContain(s);
    }
  });

  it('is the anonymous variant: Create Account opens the sign-up dialog; no Enable Now', async () => {
    renderPage(<PricingPage />);
    const create = await screen.findAllByRole('button', { name: 'Create Account' });
    expect(create.length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: 'Enable Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start Research Now' })).toBeNull();
    await userEvent.click(create[0]!);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Full Name')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create Account', pressed: true })).toBeTruthy();
  });

  it('signed in: Start Research Now and no Create Account', async () => {
    renderWithProviders(<PricingPage />, { user: testUser() });
    expect((await screen.findAllByRole('link', { name: 'Start Research Now' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
  });

  it('links to /about, /login and the example document, and has the FAQ', () => {
    renderPage(<PricingPage />);
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/about', '/login', '/legislation/md-73-2023']));
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.querySelectorAll('details')).toHaveLength(7);
    expect(within(faq).getByText(/Cabinet Decision No\. 142 of 2024/)).toBeTruthy();
    expect(within(faq).getByText(/A 100% off coupon still requires card details/)).toBeTruthy();
    expect(screen.getByLabelText('New chats per month')).toHaveProperty('value', '10');
  });
});

describe('legal pages', () => {
  it('Terms carries the required clauses and the last-updated date', () => {
    renderPage(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(text()).toContain('Last updated: 23 November 2026');
    expect(text()).toContain('Refunds are handled case by case');
    expect(text()).toContain('Price changes need 30 days notice');
    expect(text()).toContain('capped at the amount you paid us in the 12 months');
    expect(text()).toContain('research support, not tax advice');
    expect(text()).toContain('consult a qualified tax advisor');
    expect(text()).toContain('official Arabic text prevails');
  });

  it('Privacy lists the data, the session cookie, the retention and the contact e-mail', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(text()).toContain('Last updated: 23 November 2026');
    expect(text()).toContain('one HttpOnly session cookie');
    expect(text()).toContain('up to 12 months');
    expect(text()).toContain('Card details are held by our card payment provider, not by us');
    expect(screen.getAllByRole('link', { name: 'support@uaecorporatetax.ai' })[0]?.getAttribute('href')).toBe('mailto:support@uaecorporatetax.ai');
  });
});
