/**
 * Issue 27, "An answer survives navigation": each AI Search conversation has its own address, `?chat={id}` on
 * /ai-search and on the home page's AI Search tab (the spec's routes stay as they are). The first answer writes its
 * saved conversation's id into the address (replacing the entry, so Back still leaves the page in one step); opening
 * an address that names one — Back from a cited article, a reload, a bookmark — shows it again from the account
 * (GET /api/account/chat/:id), ready for follow-ups. A single-document conversation opens at /chat/:id instead.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ChatHistoryItem } from '../../../../schema/api/account.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fetchSavedSearch, savedSearchId } from './api.ts';

export const SEARCH_ADDRESS_PARAM = 'chat';

/** 'loading' while a saved search is fetched; 'missing' when the account has no such search; 'failed' otherwise. */
export type SavedSearchStatus = 'idle' | 'loading' | 'missing' | 'failed';

export function useSearchAddress({ shownChatId, restore }: { shownChatId: number | null; restore: (saved: ChatHistoryItem) => void }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const wanted = savedSearchId(params.get(SEARCH_ADDRESS_PARAM));
  // Why the search the address names could not be shown, for that search.
  const [failure, setFailure] = useState<{ chatId: number; status: 'missing' | 'failed' } | null>(null);
  // The search New Search left: the address may name it until the router applies the change (a transition, after
  // the panel has already reset), and it must not be fetched and shown again meanwhile.
  const [left, setLeft] = useState<number | null>(null);
  const status: SavedSearchStatus =
    wanted === null || wanted === shownChatId || wanted === left ? 'idle' : failure?.chatId === wanted ? failure.status : 'loading';

  // The answer shown names its saved conversation in the address.
  useEffect(() => {
    if (shownChatId === null || shownChatId === wanted) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(SEARCH_ADDRESS_PARAM, String(shownChatId));
        return next;
      },
      { replace: true },
    );
    // Only a new answer writes the address; `wanted` follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownChatId]);

  // An address naming another saved search than the one shown: fetch it and show it.
  useEffect(() => {
    if (wanted === null || wanted === shownChatId || wanted === left) return;
    const ctrl = new AbortController();
    fetchSavedSearch(wanted, ctrl.signal).then(
      (saved) => {
        if (saved.kind === 'document') {
          void navigate(`/chat/${saved.id}`, { replace: true });
          return;
        }
        restore(saved);
      },
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        setFailure({ chatId: wanted, status: e instanceof ApiError && (e.status === 404 || e.status === 400) ? 'missing' : 'failed' });
      },
    );
    return () => ctrl.abort();
    // `restore` and `navigate` are stable in effect; the address, the answer shown and the search left decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, shownChatId, left]);

  /** A new search leaves the saved one: the address no longer names it. */
  const forget = useCallback(() => {
    setLeft(wanted);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(SEARCH_ADDRESS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams, wanted]);

  return { status, forget };
}
