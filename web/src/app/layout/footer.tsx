import { Link } from 'react-router';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../../lib/site.ts';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. For tax research purposes only.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to="/about" className="hover:text-slate-900">
            About
          </Link>
          <Link to="/pricing" className="hover:text-slate-900">
            Pricing
          </Link>
          <Link to="/terms" className="hover:text-slate-900">
            Terms
          </Link>
          <Link to="/privacy" className="hover:text-slate-900">
            Privacy
          </Link>
          <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-slate-900">
            Contact
          </a>
        </nav>
      </div>
    </footer>
  );
}
