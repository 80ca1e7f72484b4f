import { passageLabel } from '../../../../../../schema/api/legislation-labels.ts';
import type { ArticleCitator } from '../../../../../../schema/api/citator.ts';
import type { ArticleDto } from '../../../../../../schema/api/legislation.ts';
import { ArticleReferences } from '../citator/article-references.tsx';
import { ReferencedText } from '../citator/referenced-text.tsx';

/**
 * One passage at its anchor: the English text beside the official Arabic (right-to-left), their
 * references linked, and under them what refers to, implements or is implemented by it.
 */
export function ArticleSection({
  article,
  showChapter,
  references,
  documentId,
}: {
  article: ArticleDto;
  showChapter: boolean;
  references: ArticleCitator;
  documentId: number;
}) {
  const label = passageLabel(article.number);
  return (
    <section id={article.anchor} aria-labelledby={`${article.anchor}-title`} className="article-target scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      {showChapter && article.chapter && <p className="mb-2 text-xs font-bold uppercase tracking-wide text-blue-800">{article.chapter}</p>}
      <div className={`grid gap-6 ${article.text_ar !== null ? 'lg:grid-cols-2' : ''}`}>
        <div lang="en">
          <h3 id={`${article.anchor}-title`} className="text-base font-bold text-slate-900">
            <a href={`#${article.anchor}`} className="hover:underline">
              {label}
              {article.heading ? `: ${article.heading}` : ''}
            </a>
          </h3>
          <ReferencedText language="en" references={references} documentId={documentId} className="legal-text mt-2 text-[15px] leading-relaxed text-slate-800">
            {article.text_en}
          </ReferencedText>
        </div>
        {article.text_ar !== null && (
          <div lang="ar" dir="rtl" className="border-t border-slate-100 pt-4 font-[family-name:var(--font-arabic)] lg:border-l lg:border-t-0 lg:pl-6 lg:pt-0">
            <h3 className="text-base font-bold text-slate-900">{article.heading_ar ?? label}</h3>
            <ReferencedText language="ar" references={references} documentId={documentId} className="legal-text mt-2 text-[17px] leading-loose text-slate-800">
              {article.text_ar}
            </ReferencedText>
          </div>
        )}
      </div>
      <ArticleReferences references={references} documentId={documentId} />
    </section>
  );
}
