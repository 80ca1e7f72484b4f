/**
 * /ai-search (spec §2 route table): the AI search panel in a modal over the home page.
 * Closing it goes back in history, or to / when the dialog was the first page opened.
 */
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../components/ui/dialog.tsx';
import { SEARCH_TEXTS } from '../features/research/messages.ts';
import { useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { AiSearchTab, HomePage } from './home-page.tsx';

export function AiSearchPage() {
  const t = useTexts(SEARCH_TEXTS);
  useDocumentTitle(t.pageTitle);
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a session the key 'default': there is nothing to go back to.
  const close = () => (location.key !== 'default' ? navigate(-1) : navigate('/', { replace: true }));
  return (
    <>
      <HomePage />
      <Dialog open onClose={close} title={t.pageTitle} description={t.dialogDescription} width="max-w-4xl">
        <AiSearchTab loginWith="link" />
      </Dialog>
    </>
  );
}
