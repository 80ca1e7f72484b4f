/** The three ways to search (spec §1), as cards. */
import { PRICE_FILS } from '../../../../schema/pricing.ts';
import type { Formatters } from '../../i18n/format.ts';
import { useLocale, useTexts } from '../../i18n/locale.tsx';
import { SEARCH_METHODS_TEXTS } from './messages.ts';

interface Method {
  key: string;
  name: string;
  price: string;
  tone: 'free' | 'paid';
  description: string;
  points: string[];
}

type SearchMethodsTexts = (typeof SEARCH_METHODS_TEXTS)['ar'];

export function searchMethods(documentCount: string, fullText: string, t: SearchMethodsTexts, format: Formatters): Method[] {
  return [
    {
      key: 'keyword',
      name: t.keywordName,
      price: t.keywordPrice,
      tone: 'free',
      description: t.keywordDescription(documentCount, fullText),
      points: [t.keywordPoint1, t.keywordPoint2, t.keywordPoint3],
    },
    {
      key: 'single',
      name: t.singleName,
      price: t.singlePrice(format.filsShort(PRICE_FILS.chat)),
      tone: 'paid',
      description: t.singleDescription,
      points: [t.singlePoint1, t.singlePoint2, t.singlePoint3(format.filsShort(PRICE_FILS.followup))],
    },
    {
      key: 'multi',
      name: t.multiName,
      price: t.multiPrice(format.filsShort(PRICE_FILS.search)),
      tone: 'paid',
      description: t.multiDescription,
      points: [t.multiPoint1, t.multiPoint2, format.digits(t.multiPoint3)],
    },
  ];
}

const icons: Record<string, string> = {
  keyword: 'M9 3a6 6 0 104.47 10l3.76 3.77 1.06-1.06-3.76-3.77A6 6 0 009 3zm0 1.5a4.5 4.5 0 110 9 4.5 4.5 0 010-9z',
  single: 'M5 2.5h7l3 3V17.5H5zM7 8h6M7 11h6M7 14h4',
  multi: 'M3 3h9v11H3zM8 6h9v11H8z',
};

/** `fullText`: the phrase after the count of documents (' (34 with full text)'; lib/document-count.ts), or ''. */
export function SearchMethods({ documentCount, fullText }: { documentCount: string; fullText: string }) {
  const t = useTexts(SEARCH_METHODS_TEXTS);
  const { format } = useLocale();
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {searchMethods(documentCount, fullText, t, format).map((m) => (
        <li key={m.key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-blue-50 text-blue-900" aria-hidden="true">
              <svg
                viewBox="0 0 20 20"
                className="h-6 w-6"
                fill={m.key === 'keyword' ? 'currentColor' : 'none'}
                stroke={m.key === 'keyword' ? 'none' : 'currentColor'}
                strokeWidth="1.5"
              >
                <path d={icons[m.key]} />
              </svg>
            </span>
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-bold ${m.tone === 'free' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
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
