/** Under an article: what refers to it, what implements it and what it implements. */
import type { ArticleCitator } from '../../../../../../schema/api/citator.ts';
import { ReferenceGroups } from './reference-list.tsx';

export function ArticleReferences({ references, documentId }: { references: ArticleCitator; documentId: number }) {
  return (
    <ReferenceGroups
      documentId={documentId}
      heading="h4"
      className="mt-4 grid gap-4 border-t border-slate-100 pt-3 sm:grid-cols-2 lg:grid-cols-3"
      groups={[
        { title: 'Referred to by', edges: references.referred_to_by, side: 'from' },
        { title: 'Implemented by', edges: references.implemented_by, side: 'from' },
        { title: 'Implements', edges: references.implements, side: 'to' },
      ]}
    />
  );
}
