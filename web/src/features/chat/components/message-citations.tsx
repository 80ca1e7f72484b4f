import { Link } from 'react-router';
import type { Citation } from '../../../../../schema/api/research.ts';

/** The compact list of the articles an answer cites, under the answer. */
export function MessageCitations({ citations }: { citations: readonly Citation[] }) {
  const unique = [...new Map(citations.map((c) => [c.n, c])).values()].sort((a, b) => a.n - b.n);
  if (unique.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-100 pt-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Sources</p>
      <ol className="mt-1 space-y-1 text-sm">
        {unique.map((c) => (
          <li key={c.n} className="flex gap-2">
            <span className="font-semibold text-slate-500">[{c.n}]</span>
            <Link to={c.url} className="text-blue-800 underline hover:text-blue-950">
              {c.title}, {c.article_label}
              {c.heading ? `: ${c.heading}` : ''}
            </Link>
            {c.repealed && <span className="self-center rounded bg-red-100 px-1.5 text-[11px] font-semibold text-red-800">Repealed</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
