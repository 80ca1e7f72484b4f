import type { ReactNode } from 'react';
import { passageLabel, passageLabelAr } from '../../../../../../schema/api/legislation-labels.ts';
import type { ArticleCitator } from '../../../../../../schema/api/citator.ts';
import type { ArticleDto } from '../../../../../../schema/api/legislation.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
import { ArticleReferences } from '../citator/article-references.tsx';
import { ReferencedText } from '../citator/referenced-text.tsx';
import { ChapterHeading } from './chapter-name.tsx';

const SECOND_COLUMN = 'border-t border-slate-100 pt-4 lg:border-s lg:border-t-0 lg:ps-6 lg:pt-0';

/**
 * One passage at its anchor: the English text beside the official Arabic (right-to-left), their
 * references linked, and under them what refers to, implements or is implemented by it. The English
 * interface leads with the English; the Arabic interface leads with the official Arabic (at the start
 * side, its heading the section's title), the English translation after it marked lang="en" dir="ltr".
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
  const { language, format } = useLocale();
  const label = passageLabel(article.number);
  const titleId = `${article.anchor}-title`;
  const hasArabic = article.text_ar !== null;
  const arabicFirst = language === 'ar' && hasArabic;

  const englishHeading = (
    <>
      {label}
      {article.heading ? `: ${article.heading}` : ''}
    </>
  );
  const english = (
    <div lang="en" dir={language === 'ar' ? 'ltr' : undefined} className={arabicFirst ? SECOND_COLUMN : undefined}>
      <h3 id={arabicFirst ? undefined : titleId} className="text-base font-bold text-slate-900">
        {arabicFirst ? (
          englishHeading
        ) : (
          <a href={`#${article.anchor}`} className="hover:underline">
            {englishHeading}
          </a>
        )}
      </h3>
      <ReferencedText language="en" references={references} documentId={documentId} className="legal-text mt-2 text-[15px] leading-relaxed text-slate-800">
        {article.text_en}
      </ReferencedText>
    </div>
  );
  const arabicText = (heading: ReactNode, first: boolean) => (
    <div lang="ar" dir="rtl" className={`font-[family-name:var(--font-arabic)]${first ? '' : ` ${SECOND_COLUMN}`}`}>
      <h3 id={first ? titleId : undefined} className="text-base font-bold text-slate-900">
        {heading}
      </h3>
      <ReferencedText language="ar" references={references} documentId={documentId} className="legal-text mt-2 text-[17px] leading-loose text-slate-800">
        {article.text_ar!}
      </ReferencedText>
    </div>
  );
  const arabicLabel = format.digits(passageLabelAr(article.number));

  return (
    <section id={article.anchor} aria-labelledby={titleId} className="article-target scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      {showChapter && <ChapterHeading article={article} className="mb-2 text-xs font-bold uppercase tracking-wide text-blue-800" />}
      <div className={`grid gap-6 ${hasArabic ? 'lg:grid-cols-2' : ''}`}>
        {arabicFirst ? (
          <>
            {arabicText(
              <a href={`#${article.anchor}`} className="hover:underline">
                {arabicLabel}
                {article.heading_ar ? `: ${article.heading_ar}` : ''}
              </a>,
              true,
            )}
            {english}
          </>
        ) : (
          <>
            {english}
            {hasArabic && arabicText(article.heading_ar ?? label, false)}
          </>
        )}
      </div>
      <ArticleReferences references={references} documentId={documentId} />
    </section>
  );
}
