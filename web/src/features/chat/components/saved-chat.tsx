/** /chat/:chatId (spec §2, §4): a saved conversation, shown and continued with its session 'chat-{id}'. */
import { useMemo } from 'react';
import { GENERAL_CONSULTATION_TITLE } from '../../../../../schema/api/research.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useChatDocument, useSavedChat } from '../api.ts';
import { fromSaved } from '../conversation.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { CHAT_TEXTS } from '../messages.ts';
import type { ChatHost } from '../slots.ts';
import { ChatConversation } from './chat-conversation.tsx';
import { ChatNotFoundCard } from './chat-state-cards.tsx';

export function SavedChat({ chatId, userId, onChatCreated, onSessionExpired, slots }: ChatHost & { chatId: number }) {
  const T = useTexts(CHAT_TEXTS);
  const { language } = useLocale();
  const { data: chat, error, isLoading } = useSavedChat(chatId);
  const documentChat = chat?.kind === 'document';
  const { data: doc } = useChatDocument(documentChat ? chat.legislation_id : null);
  const initialMessages = useMemo(() => (chat ? fromSaved(chat.messages) : []), [chat]);

  if (isLoading) return <Spinner label={T.loading} />;
  // A 404 is someone else's chat or none at all: the spec's sentence says so better than a status.
  if (error || !chat) return <ChatNotFoundCard error={error?.status === 404 ? null : error?.message} />;

  // Spec §4: a document conversation continues only with its document, and only once that has text.
  const blockedReason = !documentChat
    ? null
    : chat.legislation_id === null
      ? T.missingLegislationReference
      : chat.original_text === null || chat.original_text?.trim() === ''
        ? T.textStillProcessing
        : null;

  // In Arabic: the general consultation's Arabic title, and a document's official Arabic title where it has one.
  const arabicDocTitle = language === 'ar' ? doc?.title_ar?.trim() || null : null;
  const displayTitle =
    chat.title === GENERAL_CONSULTATION_TITLE
      ? T.generalConsultationTitle
      : arabicDocTitle && documentChat && chat.title === doc?.title
        ? arabicDocTitle
        : chat.title;

  return (
    <ChatConversation
      userId={userId}
      title={chat.title}
      displayTitle={displayTitle}
      createdAt={chat.created_at}
      greeting={documentChat ? T.documentGreeting(arabicDocTitle ?? doc?.title ?? chat.title) : T.generalGreeting}
      legislationId={documentChat ? chat.legislation_id : null}
      blockedReason={blockedReason}
      savedView
      initialMessages={initialMessages}
      initialWordCount={chat.word_count}
      initialSessionId={`chat-${chat.id}`}
      initialShareUrl={chat.shareUrl}
      onChatCreated={onChatCreated}
      onSessionExpired={onSessionExpired}
      slots={slots}
    />
  );
}
