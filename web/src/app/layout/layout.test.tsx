/** The site chrome in both interface languages (spec §2 Shared chrome, issue 17 item 5). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testUser } from '../../../test/render-with-providers.tsx';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';

describe('NavBar', () => {
  it('English: the brand, About, Pricing and Login / Sign Up', async () => {
    renderWithProviders(<NavBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'UAE Corporate Tax Research, home' }).textContent).toContain('UAE Corporate Tax');
    expect(within(nav).getAllByRole('link', { name: 'About' }).length).toBeGreaterThan(0);
    expect((await within(nav).findAllByRole('button', { name: 'Login / Sign Up' })).length).toBeGreaterThan(0);
  });

  it('Arabic: the brand reads in Arabic, BETA stays, links and the account entry in Arabic', async () => {
    renderWithProviders(<NavBar />, { language: 'ar', user: testUser() });
    const nav = screen.getByRole('navigation', { name: 'التنقل الرئيسي' });
    const home = within(nav).getByRole('link', { name: 'منصة أبحاث ضريبة الشركات في الإمارات، الصفحة الرئيسية' });
    expect(home.textContent).toContain('ضريبة الشركات في الإمارات');
    expect(home.textContent).toContain('BETA');
    expect(within(nav).getByRole('link', { name: 'نبذة عنا' }).getAttribute('href')).toBe('/about');
    expect(within(nav).getByRole('link', { name: 'الأسعار' }).getAttribute('href')).toBe('/pricing');
    expect(await within(nav).findByRole('link', { name: 'حسابي' })).toBeTruthy();
  });

  it('Arabic mobile menu: the Arabic menu button opens the links and Escape closes it', async () => {
    renderWithProviders(<NavBar />, { language: 'ar' });
    const button = screen.getByRole('button', { name: 'القائمة' });
    await userEvent.click(button);
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'نبذة عنا' })).toBeTruthy();
    expect(await within(menu).findByRole('button', { name: 'دخول / تسجيل' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('Footer', () => {
  it('English: the copyright line and the links', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(`© ${new Date().getFullYear()} UAE Corporate Tax Research. For tax research purposes only.`)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeTruthy();
  });

  it('Arabic with Arabic-Indic digits: the year and the links in Arabic', () => {
    renderWithProviders(<Footer />, { language: 'ar', numerals: 'arab' });
    const year = String(new Date().getFullYear()).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    expect(screen.getByText(`© ${year} منصة أبحاث ضريبة الشركات في الإمارات. لأغراض البحث الضريبي فقط.`)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'تذييل الصفحة' });
    for (const [name, href] of [
      ['نبذة عنا', '/about'],
      ['الأسعار', '/pricing'],
      ['الشروط', '/terms'],
      ['الخصوصية', '/privacy'],
    ]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(nav).getByRole('link', { name: 'اتصل بنا' }).getAttribute('href')).toBe('mailto:support@uaecorporatetax.ai');
  });
});
