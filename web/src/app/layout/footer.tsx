import { Link } from 'react-router';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { CONTACT_EMAIL } from '../../shared/site.ts';
import { FOOTER_TEXTS } from './messages.ts';

export function Footer() {
  const t = useTexts(FOOTER_TEXTS);
  const { format } = useLocale();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t.copyright(format.digits(String(new Date().getFullYear())))}</p>
        <nav aria-label={t.footerNav} className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to="/about" className="hover:text-slate-900">
            {t.about}
          </Link>
          <Link to="/pricing" className="hover:text-slate-900">
            {t.pricing}
          </Link>
          <Link to="/developers" className="hover:text-slate-900">
            {t.developers}
          </Link>
          <Link to="/terms" className="hover:text-slate-900">
            {t.terms}
          </Link>
          <Link to="/privacy" className="hover:text-slate-900">
            {t.privacy}
          </Link>
          <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-slate-900">
            {t.contact}
          </a>
        </nav>
      </div>
    </footer>
  );
}
