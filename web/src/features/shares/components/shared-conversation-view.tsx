/**
 * Spec §2 "Shared conversation": the title, view count, date and the messages of a published
 * conversation, read-only. Questions are headings cut to 50 characters; answers are Markdown
 * whose [n] markers open the cited articles, each followed by its list of sources.
 */
import type { SharedConversation, SharedMessage } from '../../../../../schema/api/shares.ts';
import { answerProseClass, SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { MessageCitations } from '../../../components/conversation/message-citations.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { SHARE_TEXTS } from '../messages.ts';
import { countText } from '../../../i18n/format.ts';
import { questionHeading, shownMessages } from '../shared-messages.ts';
import { ShareBanner } from './share-banner.tsx';

function SharedMessageItem({ message }: { message: SharedMessage }) {
  const T = useTexts(SHARE_TEXTS);
  if (message.role === 'user') {
    const heading = questionHeading(message.content);
    return (
      <li className="pt-2">
        {/* The whole question stays at hand on hover when the heading is cut. */}
        <h2 title={heading.cut ? message.content.trim() : undefined} className="text-xl font-bold text-blue-950">
          <span className="sr-only">{T.question}: </span>
          {/* The asker's own words keep their direction. */}
          <bdi>{heading.text}</bdi>
        </h2>
      </li>
    );
  }
  return (
    <li className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm print:border-0 print:px-0 print:shadow-none">
      <span className="sr-only">{T.answer}: </span>
      <SafeMarkdown className={answerProseClass} citations={message.citations}>
        {message.content}
      </SafeMarkdown>
      <MessageCitations citations={message.citations} />
    </li>
  );
}

export function SharedConversationView({ conversation }: { conversation: SharedConversation }) {
  const T = useTexts(SHARE_TEXTS);
  const { format } = useLocale();
  const messages = shownMessages(conversation.messages);
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <ShareBanner />
      <header className="space-y-1">
        <h1 dir="auto" className="text-2xl font-bold text-blue-950 sm:text-3xl">
          {conversation.title}
        </h1>
        <p className="flex flex-wrap gap-x-2 text-sm text-slate-600">
          <span>{countText(format, conversation.viewCount, T.views)}</span>
          <span aria-hidden="true">·</span>
          <span>{T.sharedOn(format.date(conversation.createdAt) ?? conversation.createdAt)}</span>
        </p>
        <p className="text-sm text-slate-500 print:hidden">{T.readOnlyNote}</p>
      </header>
      <ol aria-label={T.conversation} className="space-y-4">
        {messages.map((message, i) => (
          <SharedMessageItem key={i} message={message} />
        ))}
      </ol>
      <p className="border-t border-slate-200 pt-4 text-center text-xs text-slate-500">{T.disclaimer}</p>
    </article>
  );
}
