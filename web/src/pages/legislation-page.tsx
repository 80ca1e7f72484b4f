/** /legislation/:id: a document with metadata, status, summary, contents and every article in English and Arabic. */
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { isDocumentAddress, useLegislationDocument } from '../features/legislation/api.ts';
import { articleCitator, documentCitator } from '../features/legislation/citator.ts';
import { AiAssistantButton } from '../features/legislation/components/ai-assistant-button.tsx';
import { DocumentRelations } from '../features/legislation/components/citator/document-relations.tsx';
import { ArticleSection } from '../features/legislation/components/document/article-section.tsx';
import { StatusBanner } from '../features/legislation/components/document/status-banner.tsx';
import { TableOfContents } from '../features/legislation/components/document/table-of-contents.tsx';
import { ChapterIcon, TypeIcon } from '../features/legislation/components/icons.tsx';
import { EnglishText } from '../features/legislation/components/english-text.tsx';
import { StatusBadge } from '../features/legislation/components/status-badge.tsx';
import { localizedType } from '../features/legislation/labels.ts';
import { DOCUMENT_TEXTS } from '../features/legislation/messages.ts';
import { editorialKeyPoints, editorialSummary } from '../features/legislation/editorial-texts.ts';
import { useLocale, useTexts } from '../i18n/locale.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

function Meta({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-800">{children}</dd>
    </div>
  );
}

export function LegislationPage() {
  const { id } = useParams();
  const { hash } = useLocation();
  const { data: doc, error, isLoading } = useLegislationDocument(id);
  const t = useTexts(DOCUMENT_TEXTS);
  const { language, format } = useLocale();
  const arabic = language === 'ar';
  useDocumentTitle((arabic ? doc?.title_ar : null) ?? doc?.title ?? null);

  // The articles arrive after the first render: jump to the requested one once they exist.
  useEffect(() => {
    if (!doc || !hash) return;
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    el?.scrollIntoView({ block: 'start' });
  }, [doc, hash]);

  if (isLoading) return <Spinner label={t.loading} />;
  if (error || !doc) {
    // An address that is no id or slug (checked here, or refused by the API with 400) names no document either.
    const notFound = !isDocumentAddress(id) || error?.status === 404 || error?.status === 400;
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{notFound ? t.notFoundTitle : t.loadFailedTitle}</h1>
        <p className="mt-2 text-slate-600">{notFound ? t.notFound : <EnglishText>{error?.message}</EnglishText>}</p>
        <Link to="/" className="mt-6 inline-block font-semibold text-blue-800 underline">
          {t.backToSearch}
        </Link>
      </div>
    );
  }

  const officialEnglish = doc.text_language === 'en';
  const hasArabic = doc.articles.some((a) => a.text_ar !== null);
  const citator = documentCitator(doc.citator);
  const type = localizedType(doc.legislation, language);
  // The Arabic interface leads with the official Arabic title where the record has one, the English under it.
  const arabicTitle = arabic && doc.title_ar ? doc.title_ar : null;
  const summary = editorialSummary(language, doc);
  const keyPoints = editorialKeyPoints(language, doc);
  const notSet = t.notSet;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Link to="/" className="text-sm font-medium text-blue-800 hover:underline">
        {t.backLink}
      </Link>
      <header className="mt-3 space-y-3">
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <TypeIcon type={doc.legislation} className="h-5 w-5 text-blue-800" />
          <span>{type.english ? <EnglishText>{type.text}</EnglishText> : type.text}</span>
          <StatusBadge status={doc.status} />
        </div>
        {arabicTitle !== null ? (
          <>
            <h1 lang="ar" className="font-[family-name:var(--font-arabic)] text-2xl font-bold leading-tight text-blue-950 sm:text-3xl">
              {arabicTitle}
            </h1>
            <p lang="en" dir="ltr" className="text-lg text-slate-700">
              {doc.title}
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold leading-tight text-blue-950 sm:text-3xl">
              <EnglishText>{doc.title}</EnglishText>
            </h1>
            {doc.title_ar && (
              <p lang="ar" dir="rtl" className="font-[family-name:var(--font-arabic)] text-xl text-slate-700">
                {doc.title_ar}
              </p>
            )}
          </>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {/* A record without text has nothing for the AI to read: its official source stands alone (issue 27 item 6). */}
          {doc.has_text && <AiAssistantButton id={doc.id} title={doc.title} />}
          {doc.source_file && (
            <a href={doc.source_file} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-blue-800 underline">
              {t.officialSource}
            </a>
          )}
        </div>
      </header>

      <div className="mt-6 space-y-4">
        <StatusBanner status={doc.status} note={doc.status_note} />
        <DocumentRelations citator={citator} documentId={doc.id} />
        {doc.has_text && (
          <div role="note" className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
            {officialEnglish ? (
              <p>
                <span className="font-semibold">{t.officialEnglish}</span>
                {t.officialEnglishRest}
              </p>
            ) : (
              <p>
                <span className="font-semibold">{t.unofficialTranslation}</span>
                {t.arabicPrevails(hasArabic)}
              </p>
            )}
          </div>
        )}
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-4">
        <Meta label={t.chapter}>
          <span className="inline-flex items-start gap-1.5">
            <ChapterIcon chapter={doc.chapter} className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            {doc.chapter ? <EnglishText>{doc.chapter}</EnglishText> : notSet}
          </span>
        </Meta>
        <Meta label={t.issued}>{format.date(doc.issue_date_actual) ?? notSet}</Meta>
        <Meta label={t.effective}>{format.date(doc.effective_date) ?? notSet}</Meta>
        <Meta label={t.words}>{doc.has_text ? format.number(doc.word_count) : '—'}</Meta>
      </dl>

      {(summary.text || keyPoints.points.length > 0) && (
        <section aria-labelledby="summary-title" className="mt-6 grid gap-6 rounded-lg border border-slate-200 bg-white p-5 lg:grid-cols-2">
          {summary.text && (
            <div>
              <h2 id="summary-title" className="text-lg font-bold">
                {t.summary}
              </h2>
              <p {...summary.attributes} className="mt-2 leading-relaxed text-slate-700">
                {summary.text}
              </p>
            </div>
          )}
          {keyPoints.points.length > 0 && (
            <div>
              <h2 className="text-lg font-bold">{t.keyPoints}</h2>
              <ul {...keyPoints.attributes} className="mt-2 list-disc space-y-1.5 ps-5 text-slate-700">
                {keyPoints.points.map((p, i) => (
                  <li key={i}>{p}</li>
                ))}
              </ul>
            </div>
          )}
          <p className="text-xs text-slate-500 lg:col-span-2">{t.editorialNote}</p>
        </section>
      )}

      {doc.has_text ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
          <aside className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
            <TableOfContents articles={doc.articles} />
          </aside>
          <div className="min-w-0 space-y-4">
            <h2 className="sr-only">{t.text}</h2>
            {doc.articles.map((a, i) => (
              <ArticleSection
                key={a.number}
                article={a}
                showChapter={i === 0 || doc.articles[i - 1]!.chapter !== a.chapter}
                references={articleCitator(citator, a.number)}
                documentId={doc.id}
              />
            ))}
          </div>
        </div>
      ) : (
        <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-bold">{t.textNotAvailable}</h2>
          <p className="mt-2 text-slate-700">{t.textProcessing(!!doc.source_file)}</p>
        </div>
      )}
    </div>
  );
}
