/** A reference to another article or document: an in-app link, an anchor of this page, or plain words when unresolved. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReferenceEnd } from '../../../../../../schema/api/citator.ts';
import { useLocale, useTexts } from '../../../../i18n/locale.tsx';
import { marksRepealed, referenceTarget } from '../../citator.ts';
import { CITATOR_TEXTS } from '../../messages.ts';

/** Marks a link into a repealed document; read as '(repealed)' ('(ملغى)' in Arabic). */
export function RepealedMark() {
  const t = useTexts(CITATOR_TEXTS);
  const { language } = useLocale();
  return (
    <span lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
      <span
        aria-hidden="true"
        className="ms-1 inline-block rounded bg-red-50 px-1 align-baseline text-[0.7em] font-semibold uppercase leading-tight text-red-800 no-underline ring-1 ring-inset ring-red-600/30"
      >
        {t.repealedMark}
      </span>
      <span className="sr-only">{t.repealedSpoken}</span>
    </span>
  );
}

/**
 * `data-citator` lets print show references as plain words (styles.css). A reference within this
 * document is a plain `#article-N` anchor, like the contents: the browser scrolls to it and marks it
 * as the target; the page's hash effect keeps working for addresses typed or opened from elsewhere.
 */
export function ReferenceLink({ end, documentId, className, children }: { end: ReferenceEnd; documentId: number; className?: string; children: ReactNode }) {
  const t = useTexts(CITATOR_TEXTS);
  const target = referenceTarget(end, documentId);
  if (target.kind === 'unresolved') {
    return (
      <span
        data-citator="unresolved"
        title={t.notInCollectionTitle(end.title)}
        className="cursor-help underline decoration-slate-400 decoration-dotted underline-offset-2"
      >
        {children}
      </span>
    );
  }
  if (target.kind === 'anchor') {
    return (
      <a data-citator="link" href={target.href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link data-citator="link" to={target.to} className={className}>
      {children}
      {marksRepealed(end, documentId) && <RepealedMark />}
    </Link>
  );
}
