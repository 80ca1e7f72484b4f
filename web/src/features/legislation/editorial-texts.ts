/**
 * A record's editorial summary and key points in the interface's language: in Arabic, the team's
 * Arabic of them when the record has it (read as Arabic), otherwise the English (marked English,
 * englishBlock). The English interface always shows the English, unchanged.
 */
import type { UiLanguage } from '../../../../schema/ui-language.ts';
import { englishBlock } from './components/english-text.tsx';

interface EditorialRecord {
  summary: string | null;
  summary_ar?: string | null;
  key_points?: readonly string[];
  key_points_ar?: readonly string[];
}

type BlockAttributes = ReturnType<typeof englishBlock>;

export function editorialSummary(language: UiLanguage, record: EditorialRecord): { text: string | null; attributes: BlockAttributes } {
  if (language === 'ar' && record.summary_ar) return { text: record.summary_ar, attributes: {} };
  return { text: record.summary, attributes: englishBlock(language) };
}

export function editorialKeyPoints(language: UiLanguage, record: EditorialRecord): { points: readonly string[]; attributes: BlockAttributes } {
  if (language === 'ar' && record.key_points_ar?.length) return { points: record.key_points_ar, attributes: {} };
  return { points: record.key_points ?? [], attributes: englishBlock(language) };
}
