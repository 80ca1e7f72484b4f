import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-black text-blue-900">404</p>
      <h1 className="mt-4 text-2xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-blue-900 px-5 py-2.5 font-semibold text-white hover:bg-blue-800">
        Back to legislation search
      </Link>
    </div>
  );
}
