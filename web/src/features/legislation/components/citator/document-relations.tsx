/** In the document's header: the instruments that amended or repealed it, and those it amends or repeals. */
import type { DocumentCitator } from '../../../../../../schema/api/citator.ts';
import { useTexts } from '../../../../i18n/locale.tsx';
import { CITATOR_TEXTS } from '../../messages.ts';
import { ReferenceGroups, type ReferenceGroup } from './reference-list.tsx';

export function DocumentRelations({ citator, documentId }: { citator: DocumentCitator; documentId: number }) {
  const t = useTexts(CITATOR_TEXTS);
  const groups: ReferenceGroup[] = [
    { title: t.amendedBy, edges: citator.amended_by, side: 'from' },
    { title: t.repealedBy, edges: citator.repealed_by, side: 'from' },
    { title: t.amends, edges: citator.amends, side: 'to' },
    { title: t.repeals, edges: citator.repeals, side: 'to' },
  ];
  if (groups.every((g) => g.edges.length === 0)) return null;
  return (
    <section aria-labelledby="document-relations-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="document-relations-title" className="sr-only">
        {t.relationsTitle}
      </h2>
      <ReferenceGroups documentId={documentId} heading="h3" className="grid gap-4 sm:grid-cols-2" groups={groups} />
    </section>
  );
}
