/**
 * Spec §4 "Chat": the first reply creates the session reused later; on send the user's
 * message and a temporary placeholder are appended; on success the placeholder becomes
 * the answer and the word count grows by the reply's word_count; on failure it becomes an
 * error message. Refresh clears the session and resets conversation and word count.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../lib/use-latest.ts';
import { isAbort } from '../../shared/research-stream.ts';
import { chatFailure, streamChatReply, thrownChatFailure, type ChatFailure, type ChatRequest } from './api.ts';
import { historyOf, messageId, type ChatMessage } from './conversation.ts';
import { useTexts } from '../../i18n/locale.tsx';
import { CHAT_TEXTS } from './messages.ts';

export interface ChatSessionOptions {
  /** Null: a general consultation over the whole collection. */
  legislationId: number | null;
  initialMessages?: ChatMessage[];
  initialWordCount?: number;
  /** 'chat-{id}' when continuing a saved conversation. */
  initialSessionId?: string | null;
  /** The saved-chat view words its errors as an apology (spec §8). */
  savedView?: boolean;
  /** A reply opened a conversation other than the one shown (the first reply, or the first after Refresh). */
  onChatCreated?: (chatId: number) => void;
  onSessionExpired?: () => void;
}

export function useChatSession({
  legislationId,
  initialMessages = [],
  initialWordCount = 0,
  initialSessionId = null,
  savedView = false,
  onChatCreated,
  onSessionExpired,
}: ChatSessionOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>(initialMessages);
  const [wordCount, setWordCount] = useState(initialWordCount);
  const [sessionId, setSessionId] = useState<string | null>(initialSessionId);
  const [pending, setPending] = useState(false);
  const [lastError, setLastError] = useState<ChatFailure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Errors and announcements composed here are worded in the interface language.
  const texts = useTexts(CHAT_TEXTS);

  // Read inside the async send without making it a new function on every keystroke of the state.
  const live = useLatest({ messages, sessionId, pending, legislationId, savedView, onChatCreated, onSessionExpired, texts });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** Sends a question; false when it was not taken (empty, busy) or was refused for payment: the input keeps it. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      const { messages: before, sessionId: session, pending: busy, legislationId: docId, texts: T } = live.current;
      if (!message || busy || controller.current) return false;

      const ctrl = new AbortController();
      controller.current = ctrl;
      const placeholderId = messageId();
      const history = historyOf(before);
      const request: ChatRequest = {
        message,
        legislationId: docId,
        ...(session ? { sessionId: session } : {}),
        ...(history.length > 0 ? { conversationHistory: history } : {}),
      };
      setMessages((m) => [
        ...m,
        { id: messageId(), role: 'user', content: message, citations: [] },
        { id: placeholderId, role: 'assistant', content: '', citations: [], isProcessing: true },
      ]);
      setPending(true);
      setLastError(null);
      setAnnouncement('');

      const replacePlaceholder = (next: Partial<ChatMessage>) =>
        setMessages((m) => m.map((msg) => (msg.id === placeholderId ? { ...msg, isProcessing: false, ...next } : msg)));
      // A question refused for payment goes back into the input: once a card is set up in the billing prompt's dialog,
      // it is sent again as typed (issue 27).
      let keepDraft = false;
      const fail = (failure: ChatFailure) => {
        if (failure.code === 'PAYMENT_REQUIRED') keepDraft = true;
        replacePlaceholder({ content: live.current.savedView ? T.savedViewError(failure.message) : failure.message, citations: [], error: true });
        setLastError(failure);
        setAnnouncement(failure.message);
        if (failure.code === 'SESSION_EXPIRED') live.current.onSessionExpired?.();
      };

      try {
        const outcome = await streamChatReply(request, {
          signal: ctrl.signal,
          onDelta: (delta) => setMessages((m) => m.map((msg) => (msg.id === placeholderId ? { ...msg, content: msg.content + delta } : msg))),
        });
        if (ctrl.signal.aborted) return true;
        if (!outcome.ok) fail(chatFailure(outcome, T));
        else {
          const reply = outcome.result;
          const answer = (reply.response || reply.message || '').trim();
          if (!answer || reply.success === false) fail({ message: reply.error?.trim() || T.noResponse, code: 'OTHER' });
          else {
            // The text of `done` is authoritative: it replaces what was streamed.
            replacePlaceholder({ content: answer, citations: reply.citations ?? [], model: reply.model || null });
            setWordCount((w) => w + (reply.word_count || 0));
            setAnnouncement(T.answerReceived);
            const current = live.current.sessionId;
            if (reply.sessionId && reply.sessionId !== current) {
              setSessionId(reply.sessionId);
              if (!current && reply.chatId) live.current.onChatCreated?.(reply.chatId);
            }
          }
        }
      } catch (e) {
        if (isAbort(e, ctrl.signal)) return true;
        console.warn('chat request failed', e);
        fail(thrownChatFailure(e, T));
      } finally {
        if (controller.current === ctrl) {
          controller.current = null;
          setPending(false);
        }
      }
      return !keepDraft;
    },
    [live],
  );

  const refresh = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setMessages([]);
    setWordCount(0);
    setSessionId(null);
    setPending(false);
    setLastError(null);
    setAnnouncement('');
  }, []);

  return { messages, wordCount, sessionId, pending, lastError, announcement, send, refresh };
}
