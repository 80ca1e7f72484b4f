/**
 * Groups of references ('Referred to by', 'Amended by'…), each a list of 'Title, Article (N)' links
 * with the document's status. Long lists show their first few behind an accessible disclosure
 * button; on paper every entry prints.
 */
import { useId, useState } from 'react';
import type { ReferenceEdge, ReferenceEnd } from '../../../../../../schema/api/citator.ts';
import { passageLabelAr } from '../../../../../../schema/api/legislation-labels.ts';
import { useLocale, useTexts } from '../../../../i18n/locale.tsx';
import { distinctEnds, endLabel, isThisDocument, marksRepealed } from '../../citator.ts';
import { CITATOR_TEXTS } from '../../messages.ts';
import { TextIn } from '../english-text.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { ReferenceLink } from './reference-link.tsx';
import { Button } from '../../../../components/ui/button.tsx';

export const COLLAPSED_ENTRIES = 5;

export interface ReferenceGroup {
  title: string;
  edges: readonly ReferenceEdge[];
  /** The end that is the other document: `from` for incoming edges, `to` for outgoing ones. */
  side: 'from' | 'to';
}

type Heading = 'h3' | 'h4';

/**
 * 'Title, Article (N)' in English; in Arabic 'المادة (N) من Title', the title as the API gives it
 * (English, or Arabic for an instrument an Arabic text names) isolated in its own language.
 */
function EndLabel({ end, documentId }: { end: ReferenceEnd; documentId: number }) {
  const t = useTexts(CITATOR_TEXTS);
  const { language, format } = useLocale();
  if (language !== 'ar') return <>{endLabel(end, documentId)}</>;
  const title = isThisDocument(end, documentId) ? t.thisDocument : <TextIn>{end.title}</TextIn>;
  if (!end.article) return <>{title}</>;
  return (
    <>
      {format.digits(passageLabelAr(end.article))} {t.of} {title}
    </>
  );
}

function ReferenceEntry({ end, documentId }: { end: ReferenceEnd; documentId: number }) {
  const t = useTexts(CITATOR_TEXTS);
  const showStatus = end.url !== null && end.status !== null && end.legislation_id !== documentId && !marksRepealed(end, documentId);
  return (
    <>
      <ReferenceLink end={end} documentId={documentId} className="text-blue-800 underline hover:text-blue-950">
        <EndLabel end={end} documentId={documentId} />
      </ReferenceLink>
      {end.url === null && <span className="ms-1.5 text-xs text-slate-500">{t.notInCollection}</span>}
      {showStatus && (
        <span className="ms-1.5">
          <StatusBadge status={end.status} />
        </span>
      )}
    </>
  );
}

function ReferenceList({ title, ends, documentId, heading: H }: { title: string; ends: ReferenceEnd[]; documentId: number; heading: Heading }) {
  const id = useId();
  const t = useTexts(CITATOR_TEXTS);
  const { format } = useLocale();
  const [expanded, setExpanded] = useState(false);
  const collapsible = ends.length > COLLAPSED_ENTRIES;
  return (
    <div>
      <H id={`${id}title`} className="text-xs font-bold uppercase tracking-wide text-slate-500">
        {title}
      </H>
      <ul id={`${id}list`} aria-labelledby={`${id}title`} className="mt-1 space-y-1 text-sm">
        {ends.map((end, i) => (
          <li key={i} className={collapsible && !expanded && i >= COLLAPSED_ENTRIES ? 'hidden print:block' : undefined}>
            <ReferenceEntry end={end} documentId={documentId} />
          </li>
        ))}
      </ul>
      {collapsible && (
        <Button
          aria-expanded={expanded}
          aria-controls={`${id}list`}
          onClick={() => setExpanded((v) => !v)}
          variant="link"
          className="mt-1 underline print:hidden"
        >
          {expanded ? t.showFewer : t.showAll(ends.length, format)}
        </Button>
      )}
    </div>
  );
}

/** The non-empty groups, side by side; nothing when every group is empty. */
export function ReferenceGroups({
  groups,
  documentId,
  heading,
  className,
}: {
  groups: ReferenceGroup[];
  documentId: number;
  heading: Heading;
  className?: string;
}) {
  const lists = groups.map((g) => ({ title: g.title, ends: distinctEnds(g.edges, g.side) })).filter((g) => g.ends.length > 0);
  if (lists.length === 0) return null;
  return (
    <div className={className}>
      {lists.map((g) => (
        <ReferenceList key={g.title} title={g.title} ends={g.ends} documentId={documentId} heading={heading} />
      ))}
    </div>
  );
}
