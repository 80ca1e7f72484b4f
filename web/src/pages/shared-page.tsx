/** /shared/:shareId (spec §2 "Shared conversation"): a published conversation, public and read-only. */
import { useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { sharedFailureText, useSharedConversation } from '../features/shares/api.ts';
import { SharedConversationView } from '../features/shares/components/shared-conversation-view.tsx';
import { SharedFailureCard } from '../features/shares/components/shared-failure-card.tsx';
import { SHARE_TEXTS } from '../features/shares/messages.ts';
import { useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

export function SharedPage() {
  const t = useTexts(SHARE_TEXTS);
  const { shareId = '' } = useParams();
  const { data, error } = useSharedConversation(shareId);
  useDocumentTitle(data ? t.pageTitle(data.title) : error ? t.notFoundTitle : null);

  if (error) return <SharedFailureCard message={sharedFailureText(error, t.server)} />;
  if (!data) return <Spinner label={t.loading} />;
  return <SharedConversationView conversation={data} />;
}
