/**
 * Spec §2 "Multi-document search panel": one question answered from the whole collection,
 * with numbered citations and follow-up questions. The panel receives the legislation list
 * (for 'Chat with this document'), the callback that opens a single-document chat, and the
 * billing feature's prompt for a question refused with 403 WORD_LIMIT_EXCEEDED (the page puts it in).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PaymentRequiredDetails } from '../../../../../schema/api/billing.ts';
import type { KnownDocument } from '../citation-match.ts';
import { useTexts } from '../../../i18n/locale.tsx';
import { SEARCH_TEXTS } from '../messages.ts';
import { useMultiDocumentSearch } from '../use-multi-document-search.ts';
import { useSearchAddress } from '../use-search-address.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SearchFailure } from './search-failure.tsx';
import { SearchForm } from './search-form.tsx';
import { SearchProgress } from './search-progress.tsx';
import { SearchResult } from './search-result.tsx';
import { Button } from '../../../components/ui/button.tsx';

export function MultiDocumentSearchPanel({
  documents,
  onOpenDocumentChat,
  paymentPrompt,
}: {
  documents: readonly KnownDocument[];
  onOpenDocumentChat: (legislationId: number) => void;
  paymentPrompt: (details: PaymentRequiredDetails) => ReactNode;
}) {
  const T = useTexts(SEARCH_TEXTS);
  const { state, setQuery, submit, askFollowUp, back, reset, restore } = useMultiDocumentSearch();
  const address = useSearchAddress({ shownChatId: state.result?.chatId || null, restore });
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const bannerRef = useRef<HTMLHeadingElement>(null);
  // Where focus goes after the next render: the view changes under the button that was pressed.
  const focusNext = useRef<'input' | 'banner' | null>(null);

  // A new result takes focus to its banner, unless a move the reader asked for is still waiting: the effects of the
  // result's render can run after the reader has already pressed Ask Follow-up (React runs them before the next update).
  useEffect(() => {
    if (state.result && focusNext.current === null) focusNext.current = 'banner';
  }, [state.result]);

  // A move waits for the render that shows its target (the follow-up form is not on screen while the result is).
  useEffect(() => {
    const target = focusNext.current === 'input' ? inputRef.current : focusNext.current === 'banner' ? bannerRef.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  const showForm = !state.result || state.followUp;
  const showResult = !!state.result && !state.followUp;

  const startOver = () => {
    reset();
    address.forget();
    focusNext.current = 'input';
  };

  if (address.status === 'loading') return <Spinner label={T.savedLoading} />;

  return (
    <div className="space-y-5">
      {(address.status === 'missing' || address.status === 'failed') && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {address.status === 'missing' ? T.savedMissing : T.savedFailed}
        </p>
      )}
      {showForm && (
        <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          {state.followUp && state.question && (
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-slate-800">{T.followingUpOn}</span> <bdi>{state.question}</bdi>
            </p>
          )}
          <SearchForm
            query={state.query}
            followUp={state.followUp}
            pending={state.pending}
            onChange={setQuery}
            onSubmit={() => void submit()}
            inputRef={inputRef}
          />
        </div>
      )}

      {state.pending && <SearchProgress stage={state.stage} stageCode={state.stageCode} streamed={state.streamed} />}
      {state.error && !state.pending && (state.error.payment ? paymentPrompt(state.error.payment) : <SearchFailure error={state.error} />)}

      {showResult && state.result && (
        <SearchResult result={state.result} question={state.question} documents={documents} onOpenDocumentChat={onOpenDocumentChat} bannerRef={bannerRef} />
      )}
      {showResult && !!state.result?.chatId && (
        <p className="text-sm text-slate-600">
          {T.savedNote}{' '}
          <Link to="/account" className="font-medium text-blue-900 underline hover:text-blue-700">
            {T.savedNoteLink}
          </Link>
        </p>
      )}

      {(state.result || state.error) && (
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {state.followUp && (
            <Button
              disabled={state.pending}
              onClick={() => {
                back();
                focusNext.current = 'banner';
              }}
              variant="secondary"
            >
              {T.back}
            </Button>
          )}
          <Button onClick={startOver} variant="secondary">
            {T.newSearch}
          </Button>
          {showResult && (
            <Button
              onClick={() => {
                askFollowUp();
                focusNext.current = 'input';
              }}
              variant="primary"
            >
              {T.askFollowUp}
            </Button>
          )}
          <Button onClick={startOver} variant="secondary">
            {T.reset}
          </Button>
        </div>
      )}
    </div>
  );
}
