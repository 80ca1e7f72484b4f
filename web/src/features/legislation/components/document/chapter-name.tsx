/**
 * The chapter heading an article sits under, in the reader's language. The Arabic interface shows it as the official
 * Arabic words it ('الباب الثاني: الالتزامات الضريبية — الفصل الأول: …'), read as Arabic; only where the Arabic text has
 * no chapter headings (an instrument whose official text is English) does it show the English heading, marked English.
 * Nothing is translated here: both wordings come from the corpus through the seed.
 */
import type { ArticleDto } from '../../../../../../schema/api/legislation.ts';
import type { UiLanguage } from '../../../../../../schema/ui-language.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
import { EnglishText } from '../english-text.tsx';

type ChapterOf = Pick<ArticleDto, 'chapter' | 'chapter_ar'>;

/** Which wording to show, and in what language it is. */
export function chapterName(language: UiLanguage, article: ChapterOf): { text: string; language: UiLanguage } | null {
  if (language === 'ar' && article.chapter_ar) return { text: article.chapter_ar, language: 'ar' };
  return article.chapter ? { text: article.chapter, language: 'en' } : null;
}

/** The heading as a paragraph of its own; nothing for an article under no chapter. */
export function ChapterHeading({ article, className }: { article: ChapterOf; className: string }) {
  const { language } = useLocale();
  const name = chapterName(language, article);
  if (!name) return null;
  return <p className={className}>{name.language === 'ar' ? <span lang="ar">{name.text}</span> : <EnglishText>{name.text}</EnglishText>}</p>;
}
