/**
 * English content (titles, summaries, chapter names, the English legislation text) inside the Arabic
 * interface: marked lang="en" dir="ltr" so it is read and laid out as English. In the English
 * interface nothing is added, so the page stays exactly as it was.
 */
import type { ReactNode } from 'react';
import type { UiLanguage } from '../../../../../schema/ui-language.ts';
import { useLocale } from '../../../i18n/locale.tsx';

/** Attributes for a block holding English content: lang and dir in Arabic, none in English. */
export function englishBlock(language: UiLanguage): { lang?: 'en'; dir?: 'ltr' } {
  return language === 'ar' ? { lang: 'en', dir: 'ltr' } : {};
}

/** An English run of text within the line: isolated left to right in Arabic, as it is in English. */
export function EnglishText({ children }: { children: ReactNode }) {
  const { language } = useLocale();
  if (language !== 'ar') return <>{children}</>;
  return (
    <span lang="en" dir="ltr">
      {children}
    </span>
  );
}

/** Text whose language is not known beforehand (a title as a reference names it): Arabic if it has Arabic letters. */
export function TextIn({ children }: { children: string }) {
  const { language } = useLocale();
  if (language !== 'ar') return <>{children}</>;
  return /[\u0600-\u06FF]/.test(children) ? (
    <span lang="ar">{children}</span>
  ) : (
    <span lang="en" dir="ltr">
      {children}
    </span>
  );
}
