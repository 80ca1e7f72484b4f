/** /shared/:shareId (spec §2 "Shared conversation"): a published conversation, public and read-only. */
import { useParams } from 'react-router';
import { sharePageTitle } from '../../../schema/api/shares.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { sharedFailureText, useSharedConversation } from '../features/shares/api.ts';
import { SharedConversationView } from '../features/shares/components/shared-conversation-view.tsx';
import { SharedFailureCard } from '../features/shares/components/shared-failure-card.tsx';
import { SHARE_TEXT as T } from '../features/shares/messages.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function SharedPage() {
  const { shareId = '' } = useParams();
  const { data, error } = useSharedConversation(shareId);
  useDocumentTitle(data ? sharePageTitle(data.title) : error ? T.notFoundTitle : null);

  if (error) return <SharedFailureCard message={sharedFailureText(error)} />;
  if (!data) return <Spinner label={T.loading} />;
  return <SharedConversationView conversation={data} />;
}
