import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '../components/ui/tabs.tsx';
import { AuthDialog } from '../features/auth/components/auth-dialog.tsx';
import { useSession } from '../features/auth/session.tsx';
import { useChatEntry } from '../features/legislation/use-chat-entry.ts';
import { KeywordSearchTab } from '../features/legislation/components/keyword-search-tab.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

type HomeTab = 'basic' | 'ai-chat';

function AiSearchTab() {
  const { user } = useSession();
  const [authOpen, setAuthOpen] = useState(false);
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
      {!user && (
        <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
          <p className="font-semibold text-slate-800">AI Search needs an account with a verified e-mail.</p>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setAuthOpen(true)}
            className="mt-4 inline-block rounded-md bg-blue-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-blue-800"
          >
            Login / Sign Up
          </button>
          <AuthDialog open={authOpen} onClose={() => setAuthOpen(false)} redirectTo={null} />
        </div>
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
