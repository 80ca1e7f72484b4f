import { EXTRACTIVE_MODEL } from '../../../../schema/api/research.ts';
import { useTexts } from '../../i18n/locale.tsx';
import { COMMON_TEXTS } from '../messages.ts';

/**
 * On paper only, under an answer: what wrote it, the extractive analyst's quotations or a language model (issue 27:
 * a printed analysis says where it came from). Nothing when that is not known.
 */
export function AnswerSource({ model }: { model?: string | null | undefined }) {
  const t = useTexts(COMMON_TEXTS);
  if (!model) return null;
  return <p className="mt-2 hidden text-xs text-slate-700 print:block">{model === EXTRACTIVE_MODEL ? t.sourceExtractive : t.sourceModel(model)}</p>;
}
