/**
 * /chat and /chat?start={id} (spec §2, §4): a new conversation about one document, or a
 * general consultation over the whole collection when no document is given.
 */
import { useState } from 'react';
import { GENERAL_CONSULTATION_TITLE, RESEARCH_MESSAGES } from '../../../../../schema/api/research.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useChatDocument } from '../api.ts';
import { CHAT_TEXT as T } from '../messages.ts';
import type { ChatSlots } from '../slots.ts';
import { ChatConversation } from './chat-conversation.tsx';
import { ChatProblemCard } from './chat-state-cards.tsx';

export function NewChat({
  startId,
  userId,
  onChatCreated,
  onSessionExpired,
  slots,
}: {
  startId: number | null;
  userId: number;
  onChatCreated: (chatId: number) => void;
  onSessionExpired: () => void;
  slots: ChatSlots;
}) {
  const { data: doc, error, isLoading } = useChatDocument(startId);
  const [createdAt] = useState(() => new Date().toISOString());

  if (startId !== null) {
    if (isLoading) return <Spinner label={T.loadingDocument} />;
    if (error || !doc) {
      return <ChatProblemCard title={T.documentNotFoundTitle} message={error?.status === 404 || !error ? RESEARCH_MESSAGES.legislationNotFound : error.message} />;
    }
  }

  const title = doc?.title ?? GENERAL_CONSULTATION_TITLE;
  const hasText = !!(doc?.original_text?.trim() || doc?.text?.trim());
  // Spec §4: a document without text cannot be analysed yet.
  const blockedReason = doc && title !== GENERAL_CONSULTATION_TITLE && !hasText ? RESEARCH_MESSAGES.textStillProcessing : null;

  return (
    <ChatConversation
      userId={userId}
      title={title}
      createdAt={createdAt}
      greeting={doc ? T.documentGreeting(doc.title) : T.generalGreeting}
      legislationId={startId}
      blockedReason={blockedReason}
      savedView={false}
      onChatCreated={onChatCreated}
      onSessionExpired={onSessionExpired}
      slots={slots}
    />
  );
}
