/** The shared pieces in the Arabic interface: their texts, and keys that follow the mirrored layout. */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageMenu } from '../../i18n/language-menu.tsx';
import { LocaleProvider, useLocale } from '../../i18n/locale.tsx';
import { ConfirmDialog } from './dialog.tsx';
import { Tabs } from './tabs.tsx';

function ThreeTabs() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="tabs"
      selected={selected}
      onSelect={setSelected}
      items={[
        { key: 'a', label: 'أ', panel: 'panel a' },
        { key: 'b', label: 'ب', panel: 'panel b' },
        { key: 'c', label: 'ج', panel: 'panel c' },
      ]}
    />
  );
}

function ShownNumber() {
  return <p data-testid="n">{useLocale().format.number(2026)}</p>;
}

describe('the language menu', () => {
  it('switches the page to Arabic and back, remembers the choice, and offers Arabic-Indic digits in Arabic', () => {
    render(
      <LocaleProvider initial={{ language: 'en' }}>
        <LanguageMenu />
        <ShownNumber />
      </LocaleProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.queryByRole('radio', { name: /Arabic-Indic/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'العربية' }));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.cookie).toContain('ui_lang=ar');
    expect(screen.getByTestId('n').textContent).toBe('2,026');
    fireEvent.click(screen.getByRole('radio', { name: 'أرقام هندية (١٢٣)' }));
    expect(screen.getByTestId('n').textContent).toBe('٢٬٠٢٦');
    expect(document.cookie).toContain('ui_numerals=arab');
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).toContain('ui_lang=en');
    expect(screen.getByTestId('n').textContent).toBe('2,026');
  });

  it('closes on Escape and gives the focus back to its button', () => {
    render(
      <LocaleProvider initial={{ language: 'ar' }}>
        <LanguageMenu />
      </LocaleProvider>,
    );
    const button = screen.getByRole('button', { name: 'اللغة: العربية' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});

describe('right to left', () => {
  it('ArrowLeft moves to the next tab in Arabic, ArrowRight in English', () => {
    const { unmount } = render(
      <LocaleProvider initial={{ language: 'ar' }}>
        <ThreeTabs />
      </LocaleProvider>,
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'أ' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'ب' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'ب' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'أ' }).getAttribute('aria-selected')).toBe('true');
    unmount();
    render(
      <LocaleProvider initial={{ language: 'en' }}>
        <ThreeTabs />
      </LocaleProvider>,
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'أ' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'ب' }).getAttribute('aria-selected')).toBe('true');
  });

  it('the page turns right to left and a dialog speaks Arabic', () => {
    render(
      <LocaleProvider initial={{ language: 'ar' }}>
        <ConfirmDialog open title="حذف" message="؟" confirmLabel="حذف" onConfirm={vi.fn()} onCancel={vi.fn()} />
      </LocaleProvider>,
    );
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeTruthy();
  });
});
