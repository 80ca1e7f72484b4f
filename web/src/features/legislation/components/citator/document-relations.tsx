/** In the document's header: the instruments that amended or repealed it, and those it amends or repeals. */
import type { DocumentCitator } from '../../../../../../schema/api/citator.ts';
import { ReferenceGroups, type ReferenceGroup } from './reference-list.tsx';

export function DocumentRelations({ citator, documentId }: { citator: DocumentCitator; documentId: number }) {
  const groups: ReferenceGroup[] = [
    { title: 'Amended by', edges: citator.amended_by, side: 'from' },
    { title: 'Repealed by', edges: citator.repealed_by, side: 'from' },
    { title: 'Amends', edges: citator.amends, side: 'to' },
    { title: 'Repeals', edges: citator.repeals, side: 'to' },
  ];
  if (groups.every((g) => g.edges.length === 0)) return null;
  return (
    <section aria-labelledby="document-relations-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="document-relations-title" className="sr-only">
        Amendments and repeals
      </h2>
      <ReferenceGroups documentId={documentId} heading="h3" className="grid gap-4 sm:grid-cols-2" groups={groups} />
    </section>
  );
}
