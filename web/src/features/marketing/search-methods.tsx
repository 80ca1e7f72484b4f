/** The three ways to search (spec §1), as cards. */
import { PRICE_FILS } from '../../../../schema/pricing.ts';
import { formatFilsShort } from '../../lib/format.ts';

interface Method {
  key: string;
  name: string;
  price: string;
  tone: 'free' | 'paid';
  description: string;
  points: string[];
}

export function searchMethods(documentCount: string): Method[] {
  return [
    {
      key: 'keyword',
      name: 'Exact Keyword Search',
      price: 'Free',
      tone: 'free',
      description: `Search the full text of all ${documentCount} Corporate Tax documents for exact words and phrases. Free and unlimited, with no account needed.`,
      points: ['Filter by chapter, status and type', 'Read summaries, key points and the original text', 'Link straight to the official source file'],
    },
    {
      key: 'single',
      name: 'Single-document AI Chat',
      price: `${formatFilsShort(PRICE_FILS.chat)} per chat`,
      tone: 'paid',
      description: 'Choose one document and ask about it. The AI reads the whole document, so answers stay within the text you picked.',
      points: [
        'Every answer has a summary, key points and details',
        'A link to the source text to check the wording',
        `Follow-up questions at ${formatFilsShort(PRICE_FILS.followup)} each`,
      ],
    },
    {
      key: 'multi',
      name: 'Multi-document AI Search',
      price: `${formatFilsShort(PRICE_FILS.search)} per search`,
      tone: 'paid',
      description: 'Ask one question of the whole collection. The AI finds the relevant laws and decisions and answers from them.',
      points: [
        'Numbered citations to the legislation relied on',
        'Follow-up questions to dig deeper',
        'An expert analysis in about 3 minutes',
      ],
    },
  ];
}

const icons: Record<string, string> = {
  keyword: 'M9 3a6 6 0 104.47 10l3.76 3.77 1.06-1.06-3.76-3.77A6 6 0 009 3zm0 1.5a4.5 4.5 0 110 9 4.5 4.5 0 010-9z',
  single: 'M5 2.5h7l3 3V17.5H5zM7 8h6M7 11h6M7 14h4',
  multi: 'M3 3h9v11H3zM8 6h9v11H8z',
};

export function SearchMethods({ documentCount }: { documentCount: string }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {searchMethods(documentCount).map((m) => (
        <li key={m.key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-blue-50 text-blue-900" aria-hidden="true">
              <svg viewBox="0 0 20 20" className="h-6 w-6" fill={m.key === 'keyword' ? 'currentColor' : 'none'} stroke={m.key === 'keyword' ? 'none' : 'currentColor'} strokeWidth="1.5">
                <path d={icons[m.key]} />
              </svg>
            </span>
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-bold ${
                m.tone === 'free' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'
              }`}
            >
              {m.price}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-bold text-blue-950">{m.name}</h3>
          <p className="mt-2 text-slate-600">{m.description}</p>
          <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
            {m.points.map((p) => (
              <li key={p} className="flex gap-2">
                <span className="mt-2 h-1.5 w-1.5 flex-none rounded-full bg-amber-400" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
