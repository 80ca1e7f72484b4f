import { Link } from 'react-router';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { SHARE_TEXTS } from '../messages.ts';

/** Spec §2: the shared page's invitation, linking home. Not printed: it is an offer, not part of the conversation. */
export function ShareBanner() {
  const t = useTexts(SHARE_TEXTS);
  const { format } = useLocale();
  return (
    <p className="print:hidden">
      <Link
        to="/"
        className="block rounded-lg bg-gradient-to-r from-blue-900 to-blue-700 px-4 py-3 text-center text-sm font-semibold text-white shadow-sm hover:from-blue-800 hover:to-blue-600 rtl:bg-gradient-to-l"
      >
        {format.digits(t.banner)}
      </Link>
    </p>
  );
}
