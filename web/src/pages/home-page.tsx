import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PaymentRequiredDetails } from '../../../schema/api/billing.ts';
import { RESEARCH_MESSAGES } from '../../../schema/api/research.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { Tabs } from '../components/ui/tabs.tsx';
import { AuthDialog } from '../features/auth/components/auth-dialog.tsx';
import { useSession } from '../lib/session.tsx';
import { useLegislationList } from '../features/legislation/api.ts';
import { chatUrlFor } from '../features/legislation/chat-entry.ts';
import { useChatEntry } from '../features/legislation/use-chat-entry.ts';
import { KeywordSearchTab } from '../features/legislation/components/keyword-search-tab.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

type HomeTab = 'basic' | 'ai-chat';

// The panel renders Markdown answers: it loads with the tab, not with the home page.
const MultiDocumentSearchPanel = lazy(() =>
  import('../features/research/components/multi-document-search-panel.tsx').then((m) => ({ default: m.MultiDocumentSearchPanel })),
);
// Only a refused question shows the billing prompt (and its card forms): loaded then, in its own boundary.
const BillingPrompt = lazy(() => import('../features/billing/components/billing-prompt.tsx').then((m) => ({ default: m.BillingPrompt })));

const paymentPrompt = (details: PaymentRequiredDetails) => (
  <Suspense fallback={null}>
    <BillingPrompt details={details} />
  </Suspense>
);

/** The legislation list the search panel matches citations against (spec §5): every public record. */
const ALL_RECORDS = { limit: 1000, sort: 'title' } as const;

/**
 * The 'ai-chat' tab (spec §2): an info box and the multi-document search panel. Also the
 * body of the /ai-search dialog, where a link replaces the sign-in dialog (no modal on a modal).
 */
export function AiSearchTab({ loginWith = 'dialog' }: { loginWith?: 'dialog' | 'link' }) {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const [authOpen, setAuthOpen] = useState(false);
  const verified = !!user?.email_verified;
  const { data } = useLegislationList(verified ? ALL_RECORDS : null);
  const documents = useMemo(() => (data?.records ?? []).map((r) => ({ id: r.id, title: r.title })), [data]);
  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">AI Search across the whole collection</p>
        <p className="mt-1">
          Ask a question in your own words. The analysis draws on every Corporate Tax document we hold and cites the exact article
          behind each point, with numbered citations you can open, and follow-up questions. AED 5 per search, AED 2 per follow-up;
          new accounts get 1 chat and 2 follow-ups free.
        </p>
      </div>
      {loading ? (
        <Spinner label="Checking your session…" />
      ) : !user ? (
        <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
          <p className="font-semibold text-slate-800">AI Search needs an account with a verified e-mail.</p>
          {loginWith === 'link' ? (
            <Link to="/login" className="mt-4 inline-block rounded-md bg-blue-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-blue-800">
              Login / Sign Up
            </Link>
          ) : (
            <>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setAuthOpen(true)}
                className="mt-4 inline-block rounded-md bg-blue-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-blue-800"
              >
                Login / Sign Up
              </button>
              <AuthDialog open={authOpen} onClose={() => setAuthOpen(false)} redirectTo={null} />
            </>
          )}
        </div>
      ) : !verified ? (
        <div role="status" className="rounded-lg border border-amber-300 bg-white p-6 text-center">
          <p className="font-semibold text-slate-800">{RESEARCH_MESSAGES.verifyEmail}</p>
          <Link to="/resend-verification" className="mt-4 inline-block rounded-md bg-blue-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-blue-800">
            Resend Verification Email
          </Link>
        </div>
      ) : (
        <Suspense fallback={<Spinner label="Loading AI Search…" />}>
          <MultiDocumentSearchPanel documents={documents} onOpenDocumentChat={(id) => navigate(chatUrlFor(id))} paymentPrompt={paymentPrompt} />
        </Suspense>
      )}
    </div>
  );
}

export function HomePage() {
  useDocumentTitle(null);
  const chatEntry = useChatEntry();
  const [params, setParams] = useSearchParams();
  const tab: HomeTab = params.get('tab') === 'ai-chat' ? 'ai-chat' : 'basic';
  const selectTab = (key: HomeTab) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === 'basic') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-blue-950 sm:text-4xl">UAE Corporate Tax legislation, searchable to the article</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          Every decree-law, decision and annex in one place: free exact keyword search in English and the official Arabic, and AI
          analysis that cites the article it relies on.
        </p>
      </header>
      <Tabs<HomeTab>
        label="Search mode"
        selected={tab}
        onSelect={selectTab}
        items={[
          {
            key: 'basic',
            label: (
              <span>
                Exact Keyword Search <span className="ml-1 rounded bg-emerald-100 px-1.5 py-0.5 text-[10px] font-bold uppercase text-emerald-800">Free</span>
              </span>
            ),
            panel: <KeywordSearchTab />,
          },
          { key: 'ai-chat', label: 'AI Search', panel: <AiSearchTab /> },
        ]}
      />
      <AuthDialog open={chatEntry.authOpen} onClose={chatEntry.closeAuth} />
    </div>
  );
}
