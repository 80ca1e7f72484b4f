import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PaymentRequiredDetails } from '../../../schema/api/billing.ts';
import { PRICE_FILS } from '../../../schema/pricing.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { Tabs } from '../components/ui/tabs.tsx';
import { AuthDialog } from '../features/auth/components/auth-dialog.tsx';
import { useSession } from '../shared/session.tsx';
import { useLegislationList } from '../features/legislation/api.ts';
import { chatUrlFor } from '../features/legislation/chat-entry.ts';
import { useChatEntry } from '../features/legislation/use-chat-entry.ts';
import { KeywordSearchTab } from '../features/legislation/components/keyword-search-tab.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';
import { AI_SEARCH_TAB_TEXTS, HOME_TEXTS } from '../features/marketing/messages.ts';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { Button } from '../components/ui/button.tsx';

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
  const t = useTexts(AI_SEARCH_TAB_TEXTS);
  const { format } = useLocale();
  const navigate = useNavigate();
  const [authOpen, setAuthOpen] = useState(false);
  const verified = !!user?.email_verified;
  const { data } = useLegislationList(verified ? ALL_RECORDS : null);
  const documents = useMemo(() => (data?.records ?? []).map((r) => ({ id: r.id, title: r.title })), [data]);
  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">{t.infoTitle}</p>
        <p className="mt-1">{t.infoBody(format.filsShort(PRICE_FILS.search), format.filsShort(PRICE_FILS.followup))}</p>
      </div>
      {loading ? (
        <Spinner label={t.checkingSession} />
      ) : !user ? (
        <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
          <p className="font-semibold text-slate-800">{t.needsAccount}</p>
          {loginWith === 'link' ? (
            <Link to="/login" className="mt-4 inline-block rounded-md bg-blue-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-blue-800">
              {t.login}
            </Link>
          ) : (
            <>
              <Button aria-haspopup="dialog" onClick={() => setAuthOpen(true)} variant="primary" size="lg" className="mt-4">
                {t.login}
              </Button>
              <AuthDialog open={authOpen} onClose={() => setAuthOpen(false)} redirectTo={null} />
            </>
          )}
        </div>
      ) : !verified ? (
        <div role="status" className="rounded-lg border border-amber-300 bg-white p-6 text-center">
          <p className="font-semibold text-slate-800">{t.verifyEmail}</p>
          <Link to="/resend-verification" className="mt-4 inline-block rounded-md bg-blue-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-blue-800">
            {t.resendVerification}
          </Link>
        </div>
      ) : (
        <Suspense fallback={<Spinner label={t.loading} />}>
          <MultiDocumentSearchPanel documents={documents} onOpenDocumentChat={(id) => navigate(chatUrlFor(id))} paymentPrompt={paymentPrompt} />
        </Suspense>
      )}
    </div>
  );
}

export function HomePage() {
  useDocumentTitle(null);
  const t = useTexts(HOME_TEXTS);
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
        <h1 className="text-3xl font-bold tracking-tight text-blue-950 sm:text-4xl">{t.heroTitle}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t.heroIntro}</p>
      </header>
      <Tabs<HomeTab>
        label={t.searchMode}
        selected={tab}
        onSelect={selectTab}
        items={[
          {
            key: 'basic',
            label: (
              <span>
                {t.keywordTab} <span className="ms-1 rounded bg-emerald-100 px-1.5 py-0.5 text-[10px] font-bold uppercase text-emerald-800">{t.free}</span>
              </span>
            ),
            panel: <KeywordSearchTab />,
          },
          { key: 'ai-chat', label: t.aiTab, panel: <AiSearchTab /> },
        ]}
      />
      <AuthDialog open={chatEntry.authOpen} onClose={chatEntry.closeAuth} />
    </div>
  );
}
