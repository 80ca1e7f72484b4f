import { passageLabel, passageLabelAr } from '../../../../../../schema/api/legislation-labels.ts';
import type { ArticleDto } from '../../../../../../schema/api/legislation.ts';
import { useLocale, useTexts } from '../../../../i18n/locale.tsx';
import { DOCUMENT_TEXTS } from '../../messages.ts';
import { EnglishText } from '../english-text.tsx';
import { ChapterHeading } from './chapter-name.tsx';

/**
 * Articles grouped under their chapter headings, each linking to its anchor. In Arabic the articles
 * and chapters read as the official Arabic names them, with their Arabic titles where the Arabic text exists.
 * Groups follow the English chapters: the seed checks that the Arabic ones group the articles alike.
 */
export function TableOfContents({ articles }: { articles: ArticleDto[] }) {
  const t = useTexts(DOCUMENT_TEXTS);
  const { language, format } = useLocale();
  const groups: Array<{ chapter: string | null; items: [ArticleDto, ...ArticleDto[]] }> = [];
  for (const a of articles) {
    const last = groups[groups.length - 1];
    if (last && last.chapter === a.chapter) last.items.push(a);
    else groups.push({ chapter: a.chapter, items: [a] });
  }
  const entry = (a: ArticleDto) => {
    if (language !== 'ar') {
      return (
        <>
          {passageLabel(a.number)}
          {a.heading ? <span className="text-slate-500">: {a.heading}</span> : null}
        </>
      );
    }
    const arabicHeading = a.text_ar !== null ? a.heading_ar : null;
    return (
      <>
        {format.digits(passageLabelAr(a.number))}
        {arabicHeading ? (
          <span lang="ar" className="text-slate-500">
            : {arabicHeading}
          </span>
        ) : a.heading ? (
          <span className="text-slate-500">
            : <EnglishText>{a.heading}</EnglishText>
          </span>
        ) : null}
      </>
    );
  };
  return (
    <nav aria-label={t.tableOfContents} className="text-sm">
      <h2 className="text-xs font-bold uppercase tracking-wide text-slate-500">{t.contents}</h2>
      <div className="mt-2 space-y-3">
        {groups.map((g, i) => (
          <div key={i}>
            <ChapterHeading article={g.items[0]} className="mb-1 font-semibold text-slate-700" />
            <ul className="space-y-0.5">
              {g.items.map((a) => (
                <li key={a.number}>
                  <a href={`#${a.anchor}`} className="block rounded px-1.5 py-0.5 text-slate-700 hover:bg-blue-50 hover:text-blue-900">
                    {entry(a)}
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
