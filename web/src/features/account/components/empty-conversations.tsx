import { Link } from 'react-router';
import { useTexts } from '../../../i18n/locale.tsx';
import { ACCOUNT_TEXTS } from '../messages.ts';

export function EmptyConversations() {
  const T = useTexts(ACCOUNT_TEXTS);
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
      <p className="font-medium text-slate-700">{T.noConversations}</p>
      <Link to="/" className="mt-4 inline-block rounded-md bg-blue-900 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800">
        {T.startFirstChat}
      </Link>
    </div>
  );
}
