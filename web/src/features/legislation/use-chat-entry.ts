/**
 * Spec §2 home page: the stored choices 'open legislation chat' and 'selected legislation
 * title' lead a signed-in user to the chat for the matching record; `?intent=chat&title=`
 * asks a signed-out visitor to sign in first.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LegislationListResponse } from '../../../../schema/api/legislation.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useSession } from '../../shared/session.tsx';
import { chatUrlFor, clearChatRequest, legislationTitleFromIntent, pendingChatRequest, rememberChatTitle, requestChatOpen } from './chat-entry.ts';

async function findRecordId(title: string): Promise<number | null> {
  const res = await apiGet<LegislationListResponse>(`/api/legislation?title=${encodeURIComponent(title)}&limit=1`);
  return res.records[0]?.id ?? null;
}

/** Returns whether the sign-in dialog for a chat intent should be open, and how to close it. */
export function useChatEntry(): { authOpen: boolean; closeAuth: () => void } {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [authOpen, setAuthOpen] = useState(false);
  const intentTitle = legislationTitleFromIntent(params);

  // An intent reaching a signed-out visitor (once the session is known) opens the sign-in dialog;
  // adjusted while rendering. The effect below records the intent and takes it off the address.
  const readyIntent = loading ? null : intentTitle;
  const [seenIntent, setSeenIntent] = useState<string | null>(null);
  if (readyIntent !== seenIntent) {
    setSeenIntent(readyIntent);
    if (readyIntent && !user) setAuthOpen(true);
  }

  useEffect(() => {
    if (loading || !intentTitle) return;
    rememberChatTitle(intentTitle);
    requestChatOpen();
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('intent');
        next.delete('title');
        return next;
      },
      { replace: true },
    );
  }, [loading, intentTitle, setParams]);

  useEffect(() => {
    if (!user || intentTitle) return;
    const title = pendingChatRequest();
    if (!title) return;
    // Not cancelled on cleanup: the request is cleared only once it has been followed.
    findRecordId(title)
      .then((id) => {
        if (pendingChatRequest() !== title) return;
        clearChatRequest();
        if (id !== null) navigate(chatUrlFor(id));
      })
      .catch((e: unknown) => console.warn('could not open the chat for', title, e));
  }, [user, intentTitle, navigate]);

  return { authOpen: authOpen && !user, closeAuth: () => setAuthOpen(false) };
}
