import { passageLabel } from '../../../../../../schema/api/legislation-labels.ts';
import type { ArticleDto } from '../../../../../../schema/api/legislation.ts';

/** Articles grouped under their chapter headings, each linking to its anchor. */
export function TableOfContents({ articles }: { articles: ArticleDto[] }) {
  const groups: Array<{ chapter: string | null; items: ArticleDto[] }> = [];
  for (const a of articles) {
    const last = groups[groups.length - 1];
    if (last && last.chapter === a.chapter) last.items.push(a);
    else groups.push({ chapter: a.chapter, items: [a] });
  }
  return (
    <nav aria-label="Table of contents" className="text-sm">
      <h2 className="text-xs font-bold uppercase tracking-wide text-slate-500">Contents</h2>
      <div className="mt-2 space-y-3">
        {groups.map((g, i) => (
          <div key={i}>
            {g.chapter && <p className="mb-1 font-semibold text-slate-700">{g.chapter}</p>}
            <ul className="space-y-0.5">
              {g.items.map((a) => (
                <li key={a.number}>
                  <a href={`#${a.anchor}`} className="block rounded px-1.5 py-0.5 text-slate-700 hover:bg-blue-50 hover:text-blue-900">
                    {passageLabel(a.number)}
                    {a.heading ? <span className="text-slate-500">: {a.heading}</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
