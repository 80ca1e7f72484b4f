import { useId, useState } from 'react';
import { answerProseClass, SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import type { ChatMessage } from '../conversation.ts';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { CHAT_TEXTS, LONG_MESSAGE_CHARS, PREVIEW_CHARS } from '../messages.ts';
import { AnswerSource } from '../../../components/conversation/answer-source.tsx';
import { MessageCitations } from '../../../components/conversation/message-citations.tsx';
import { PendingMessage } from './pending-message.tsx';
import { Button } from '../../../components/ui/button.tsx';

// On paper: no fill (browsers drop backgrounds, which would leave white text on white) and the full width.
const bubble = 'rounded-2xl px-4 py-3 shadow-sm print:max-w-none print:shadow-none';

/**
 * Spec §2: assistant answers over 600 characters show a 300-character preview until expanded. Paper gets them whole
 * (issue 27): the whole answer and its sources are always in the page, hidden on screen while the preview shows, so
 * the print stylesheet alone decides — a render started by `beforeprint` may not be laid out before the browser
 * prints, and `page.pdf()` fires no such event.
 */
function AssistantAnswer({ message }: { message: ChatMessage }) {
  const T = useTexts(CHAT_TEXTS);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const long = message.content.length > LONG_MESSAGE_CHARS;
  const collapsed = long && !expanded;
  const onPaperOnly = collapsed ? 'hidden print:block' : undefined;
  return (
    <>
      <div id={bodyId} dir="auto">
        {collapsed && (
          <SafeMarkdown className={`${answerProseClass} print:hidden`} citations={message.citations}>
            {`${message.content.slice(0, PREVIEW_CHARS).trimEnd()}...`}
          </SafeMarkdown>
        )}
        <div className={onPaperOnly}>
          <SafeMarkdown className={answerProseClass} citations={message.citations}>
            {message.content}
          </SafeMarkdown>
        </div>
      </div>
      {long && (
        <Button aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((v) => !v)} variant="link" className="mt-2 underline print:hidden">
          {expanded ? T.showLess : T.readFull}
        </Button>
      )}
      <div className={onPaperOnly}>
        <MessageCitations citations={message.citations} />
      </div>
      <AnswerSource model={message.model} />
    </>
  );
}

export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const T = useTexts(CHAT_TEXTS);
  const { format } = useLocale();
  if (message.role === 'user') {
    return (
      <li className="flex justify-end">
        <div
          className={`${bubble} max-w-[85%] whitespace-pre-wrap bg-blue-900 text-white print:border print:border-slate-400 print:bg-transparent print:font-semibold print:text-slate-950`}
        >
          <span className="sr-only">{T.speakerYou}: </span>
          <div dir="auto">{message.content}</div>
        </div>
      </li>
    );
  }
  const tone = message.error ? 'border border-red-200 bg-red-50 text-red-900' : 'border border-slate-200 bg-white';
  return (
    <li className="flex justify-start">
      <div className={`${bubble} w-full max-w-[95%] ${tone}`} aria-busy={message.isProcessing || undefined}>
        <span className="sr-only">{T.speakerAssistant}: </span>
        {message.isProcessing ? (
          <PendingMessage streamed={message.content} />
        ) : message.error ? (
          <p>{format.digits(message.content)}</p>
        ) : (
          <AssistantAnswer message={message} />
        )}
      </div>
    </li>
  );
}
