/**
 * The conversation view of spec §2 "Chat page": header, greeting, messages, input,
 * disclaimer, contact link, billing line and, on large screens, Session Insights.
 */
import { Fragment, useEffect, useRef } from 'react';
import { usageKindOf } from '../../../../../schema/pricing.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { CONTACT_EMAIL } from '../../../shared/site.ts';
import type { ChatFailure } from '../api.ts';
import { chatIdOfSession, conversationText, historyOf, sessionFigures, settled, type ChatMessage } from '../conversation.ts';
import { CHAT_TEXTS } from '../messages.ts';
import type { ChatSlots } from '../slots.ts';
import { useChatSession } from '../use-chat-session.ts';
import { ChatHeader, headerToolClass } from './chat-header.tsx';
import { ChatInput } from './chat-input.tsx';
import { ChatMessageItem } from './chat-message.tsx';
import { SessionInsights } from './session-insights.tsx';

// Errors that already say what to do; the generic box would only repeat them (spec §8).
const SELF_EXPLAINING = /session has expired|expired session|payment required|invoice could not be paid|verify your email/i;

/** The same errors worded in Arabic: the expiry, and the refusals for a missing card or an unpaid invoice (not the allowance used up). */
function selfExplainingInArabic(error: ChatFailure): boolean {
  return error.code === 'SESSION_EXPIRED' || (error.code === 'PAYMENT_REQUIRED' && error.payment?.reason !== 'word_limit');
}

export interface ChatConversationProps {
  userId: number;
  /** The conversation's title as saved (sharing and export use it). */
  title: string;
  /** The title shown and copied, in the interface language where it has one (defaults to `title`). */
  displayTitle?: string;
  createdAt: string;
  greeting: string;
  legislationId: number | null;
  /** Why the conversation cannot continue (no text yet, no legislation reference); disables the input. */
  blockedReason: string | null;
  savedView: boolean;
  initialMessages?: ChatMessage[];
  initialWordCount?: number;
  initialSessionId?: string | null;
  /** The newest live share link of the saved conversation (GET /api/account/chat/:id). */
  initialShareUrl?: string;
  onChatCreated?: (chatId: number) => void;
  onSessionExpired?: () => void;
  /** Billing and sharing, put in by the page. */
  slots: ChatSlots;
}

export function ChatConversation({
  userId,
  title,
  displayTitle = title,
  createdAt,
  greeting,
  legislationId,
  blockedReason,
  savedView,
  initialShareUrl,
  slots,
  ...sessionOptions
}: ChatConversationProps) {
  const T = useTexts(CHAT_TEXTS);
  const { language } = useLocale();
  const chat = useChatSession({ legislationId, savedView, ...sessionOptions });
  // Sharing and export work on the saved conversation: known once the session names it (after Refresh, a new one).
  const chatId = chatIdOfSession(chat.sessionId);
  const savedShareUrl = chatId !== null && chatId === chatIdOfSession(sessionOptions.initialSessionId ?? null) ? initialShareUrl : undefined;
  const count = settled(chat.messages).length;
  const figures = sessionFigures(count, chat.wordCount);
  // Spec §2: actions once more than one message exists (on /chat, once a session exists); insights after more than 3 (on /chat more than 1).
  const showActions = savedView ? count > 1 : chat.sessionId !== null;
  const showInsights = (savedView ? count > 3 : count > 1) && chat.wordCount > 0;
  const busy = chat.pending || blockedReason !== null;
  // The price class of the next question (spec §1): a follow-up once the conversation has a session or an answer.
  const answered = chat.messages.some((m) => m.role === 'assistant' && !m.isProcessing && !m.error);
  // Each finished request (answer or refusal) may have used a credit or added a charge.
  const finished = chat.messages.filter((m) => m.role === 'assistant' && !m.isProcessing).length;
  const nextKind = usageKindOf(legislationId !== null ? 'document' : 'collection', chat.sessionId !== null || answered);

  const endRef = useRef<HTMLLIElement>(null);
  const shownCount = useRef(chat.messages.length);
  useEffect(() => {
    if (chat.messages.length > shownCount.current) endRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    shownCount.current = chat.messages.length;
  }, [chat.messages.length]);

  const error = chat.lastError;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <ChatHeader
        title={displayTitle}
        createdAt={createdAt}
        wordCount={chat.wordCount}
        showActions={showActions}
        newChatTo={legislationId !== null ? `/legislation/${legislationId}` : '/'}
        onRefresh={chat.refresh}
        tools={
          chatId !== null && (
            // Keyed by chat: a new conversation (after Refresh) starts with its own share state.
            <Fragment key={chatId}>
              {slots.shareActions({ chatId, title, messages: historyOf(chat.messages), initialShareUrl: savedShareUrl, className: headerToolClass })}
            </Fragment>
          )
        }
      />
      <div className={showInsights ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] print:block' : ''}>
        <section aria-label={T.conversationLabel} className="min-w-0 space-y-4">
          <ol className="space-y-4">
            <li className="flex justify-start print:hidden">
              <div className="w-full max-w-[95%] rounded-2xl border border-blue-100 bg-blue-50 px-4 py-3 text-blue-950 shadow-sm">
                <span className="sr-only">{T.speakerAssistant}: </span>
                {greeting}
              </div>
            </li>
            {chat.messages.map((m) => (
              <ChatMessageItem key={m.id} message={m} />
            ))}
            <li ref={endRef} aria-hidden="true" />
          </ol>
          <p className="sr-only" aria-live="polite">
            {chat.announcement}
          </p>

          {blockedReason && (
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 print:hidden">
              {blockedReason}
            </p>
          )}
          {error?.code === 'PAYMENT_REQUIRED' && error.payment && <div className="print:hidden">{slots.paymentPrompt(error.payment)}</div>}
          {error && !SELF_EXPLAINING.test(error.message) && !(language === 'ar' && selfExplainingInArabic(error)) && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 print:hidden">
              {T.genericIssue}
            </p>
          )}

          <ChatInput pending={chat.pending} disabled={blockedReason !== null} onSend={chat.send} />
          <div className="space-y-1 text-center">
            <p className="text-xs text-slate-500">{T.disclaimer}</p>
            <p className="text-xs text-slate-500 print:hidden">
              {T.helpPrompt}{' '}
              <a href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(T.helpSubject)}`} className="font-semibold text-blue-800 underline">
                {T.emailUs(CONTACT_EMAIL)}
              </a>
            </p>
            {slots.billingLine({ userId, kind: nextKind, revision: finished })}
          </div>
        </section>
        {showInsights && (
          <SessionInsights
            figures={figures}
            legislationId={legislationId}
            busy={busy}
            onRequest={(text) => void chat.send(text)}
            conversationText={() => conversationText(displayTitle, chat.messages, T)}
            onRefresh={chat.refresh}
          />
        )}
      </div>
    </div>
  );
}
