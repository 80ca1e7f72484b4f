import { Link } from 'react-router';
import { NOT_FOUND_TEXTS } from '../features/marketing/messages.ts';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

export function NotFoundPage() {
  const t = useTexts(NOT_FOUND_TEXTS);
  const { format } = useLocale();
  useDocumentTitle(t.documentTitle);
  const code = format.number(404);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-black text-blue-900">{code}</p>
      <h1 className="mt-4 text-2xl font-bold">{t.heading(code)}</h1>
      <p className="mt-3 text-slate-600">{t.body}</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-blue-900 px-5 py-2.5 font-semibold text-white hover:bg-blue-800">
        {t.back}
      </Link>
    </div>
  );
}
