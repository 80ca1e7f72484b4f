import { useId, type Ref } from 'react';
import { EXTRACTIVE_MODEL, type MultiDocumentSearchResponse } from '../../../../../schema/api/research.ts';
import { answerProseClass, SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx';
import { useLocale, useTexts } from '../../../i18n/locale.tsx';
import { FALLBACK_DOCUMENT_COUNT } from '../../../shared/site.ts';
import type { KnownDocument } from '../citation-match.ts';
import { SEARCH_TEXTS } from '../messages.ts';
import { countText } from '../../../i18n/format.ts';
import { AnswerSource } from '../../../components/conversation/answer-source.tsx';
import { CitationList } from './citation-list.tsx';
import { NoMatchResult } from './no-match-result.tsx';

/**
 * Spec §2 result view: the green banner, the 'AI Legal Analysis' box and the citations; when
 * nothing bore on the question, the neutral 'No matching provisions' state instead.
 */
export function SearchResult({
  result,
  question,
  documents,
  onOpenDocumentChat,
  bannerRef,
}: {
  result: MultiDocumentSearchResponse;
  question: string | null;
  documents: readonly KnownDocument[];
  onOpenDocumentChat: (legislationId: number) => void;
  bannerRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useTexts(SEARCH_TEXTS);
  const { format } = useLocale();
  const analysisId = useId();
  if (result.no_match) return <NoMatchResult answer={result.response?.trim() || t.noResponse} question={question} {...(bannerRef ? { bannerRef } : {})} />;
  const analyzed = result.documents_analyzed || FALLBACK_DOCUMENT_COUNT;
  const answer = result.response?.trim();
  const removed = result.removed_citations?.length ?? 0;
  const title = result.conversation_title?.trim();
  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
        <h2 ref={bannerRef} tabIndex={-1} dir={title ? 'auto' : undefined} className="text-lg font-bold outline-none">
          {title || t.completeFallback}
        </h2>
        <p className="mt-1 text-sm">{countText(format, analyzed, t.documentsAnalyzed)}</p>
      </div>
      {question && (
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-800">{t.question}</span> <bdi>{question}</bdi>
        </p>
      )}
      <section aria-labelledby={analysisId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h3 id={analysisId} className="text-lg font-bold text-slate-900">
          {t.analysisTitle}
        </h3>
        {answer ? (
          <SafeMarkdown className={`mt-2 ${answerProseClass}`} citations={result.citations}>
            {answer}
          </SafeMarkdown>
        ) : (
          <p className="mt-2 text-slate-600">{t.noResponse}</p>
        )}
        {removed > 0 && <p className="mt-3 text-xs text-slate-500">{countText(format, removed, t.removedCitations)}</p>}
        <AnswerSource model={result.analyst === 'extractive' ? EXTRACTIVE_MODEL : result.model} />
      </section>
      <CitationList result={result} documents={documents} onOpenDocumentChat={onOpenDocumentChat} />
    </div>
  );
}
