import { useNavigate } from 'react-router';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useTexts } from '../../../i18n/locale.tsx';
import { useSession } from '../../../shared/session.tsx';
import { chatUrlFor, loginUrlForChat, rememberChatTitle } from '../chat-entry.ts';
import { AI_ASSISTANT_TEXTS } from '../messages.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Spec §2: anonymous visitors have the title stored and go to /login?chatTitle={title};
 * signed-in users go to /chat?start={id}. `title` is the English title: the chat entry looks the record up by it.
 */
export function AiAssistantButton({ id, title }: { id: number; title: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const t = useTexts(AI_ASSISTANT_TEXTS);
  return (
    <Tooltip text={user ? t.signedInTooltip : t.anonymousTooltip}>
      <Button
        onClick={() => {
          if (user) {
            navigate(chatUrlFor(id));
            return;
          }
          rememberChatTitle(title);
          navigate(loginUrlForChat(title));
        }}
        variant="primary"
        size="none"
        className="whitespace-nowrap px-3 py-2 text-sm"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
          <path d="M10 1l2.1 5.4L17.5 8l-5.4 2.1L10 15.5l-2.1-5.4L2.5 8l5.4-1.6L10 1zm6 11l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1 1-2.5z" />
        </svg>
        {t.button}
      </Button>
    </Tooltip>
  );
}
