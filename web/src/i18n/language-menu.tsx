/**
 * The language switch in the navigation bar: a disclosure with the interface language and, in
 * Arabic, the digits. Native radio groups, so arrows move the choice; Escape or a click outside
 * closes it and gives the focus back to its button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { LANGUAGE_NAMES, UI_LANGUAGES, type NumeralSystem } from '../../../schema/ui-language.ts';
import { useLocale, useTexts } from './locale.tsx';
import { LANGUAGE_MENU_TEXTS } from './messages.ts';

export function LanguageMenu() {
  const { language, numerals, setLanguage, setNumerals } = useLocale();
  const t = useTexts(LANGUAGE_MENU_TEXTS);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const digits: { value: NumeralSystem; label: string }[] = [
    { value: 'latn', label: t.western },
    { value: 'arab', label: t.arabicIndic },
  ];

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
          <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M2.5 10h15M10 2.5c2.2 2.1 3.2 4.6 3.2 7.5s-1 5.4-3.2 7.5c-2.2-2.1-3.2-4.6-3.2-7.5s1-5.4 3.2-7.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        <span className="sr-only">{t.button}: </span>
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      </button>
      {open && (
        <div ref={panelRef} id={panelId} className="absolute end-0 z-50 mt-2 w-64 space-y-3 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg">
          <fieldset>
            <legend className="mb-1 font-semibold text-slate-900">{t.languageLegend}</legend>
            {UI_LANGUAGES.map((l) => (
              <label key={l} lang={l} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-slate-50">
                <input type="radio" name={`${panelId}-language`} value={l} checked={language === l} onChange={() => setLanguage(l)} />
                {LANGUAGE_NAMES[l]}
              </label>
            ))}
          </fieldset>
          {language === 'ar' && (
            <fieldset>
              <legend className="mb-1 font-semibold text-slate-900">{t.digitsLegend}</legend>
              {digits.map((d) => (
                <label key={d.value} className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-slate-50">
                  <input type="radio" name={`${panelId}-digits`} value={d.value} checked={numerals === d.value} onChange={() => setNumerals(d.value)} />
                  {d.label}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}
    </div>
  );
}
