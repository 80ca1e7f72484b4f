/**
 * /chat and /chat?start={id} (spec §2, §4): a new conversation about one document, or a
 * general consultation over the whole collection when no document is given.
 */
import { useState } from 'react';
import { GENERAL_CONSULTATION_TITLE } from '../../../../../schema/api/research.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useChatDocument } from '../api.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { CHAT_TEXTS } from '../messages.ts';
import type { ChatHost } from '../slots.ts';
import { ChatConversation } from './chat-conversation.tsx';
import { ChatProblemCard } from './chat-state-cards.tsx';

export function NewChat({ startId, userId, onChatCreated, onSessionExpired, slots }: ChatHost & { startId: number | null }) {
  const T = useTexts(CHAT_TEXTS);
  const { language } = useLocale();
  const { data: doc, error, isLoading } = useChatDocument(startId);
  const [createdAt] = useState(() => new Date().toISOString());

  if (startId !== null) {
    if (isLoading) return <Spinner label={T.loadingDocument} />;
    if (error || !doc) {
      return <ChatProblemCard title={T.documentNotFoundTitle} message={error?.status === 404 || !error ? T.legislationNotFound : error.message} />;
    }
  }

  const title = doc?.title ?? GENERAL_CONSULTATION_TITLE;
  // In Arabic, the document's official Arabic title where the collection has one.
  const docTitle = doc ? (language === 'ar' && doc.title_ar?.trim()) || doc.title : null;
  const hasText = !!(doc?.original_text?.trim() || doc?.text?.trim());
  // Spec §4: a document without text cannot be analysed yet.
  const blockedReason = doc && title !== GENERAL_CONSULTATION_TITLE && !hasText ? T.textStillProcessing : null;

  return (
    <ChatConversation
      userId={userId}
      title={title}
      displayTitle={docTitle ?? T.generalConsultationTitle}
      createdAt={createdAt}
      greeting={docTitle !== null ? T.documentGreeting(docTitle) : T.generalGreeting}
      legislationId={startId}
      blockedReason={blockedReason}
      savedView={false}
      onChatCreated={onChatCreated}
      onSessionExpired={onSessionExpired}
      slots={slots}
    />
  );
}
