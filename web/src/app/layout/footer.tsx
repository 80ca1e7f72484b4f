import { Link } from 'react-router';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { CONTACT_EMAIL } from '../../shared/site.ts';
import { FOOTER_TEXTS } from './messages.ts';

const FOOTER_LINKS = [
  ['/about', 'about'],
  ['/pricing', 'pricing'],
  ['/developers', 'developers'],
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
] as const;

export function Footer() {
  const t = useTexts(FOOTER_TEXTS);
  const { format } = useLocale();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t.copyright(format.digits(String(new Date().getFullYear())))}</p>
        <nav aria-label={t.footerNav} className="flex flex-wrap gap-x-5 gap-y-2">
          {FOOTER_LINKS.map(([to, label]) => (
            <Link key={to} to={to} className="hover:text-slate-900">
              {t[label]}
            </Link>
          ))}
          <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-slate-900">
            {t.contact}
          </a>
        </nav>
      </div>
    </footer>
  );
}
