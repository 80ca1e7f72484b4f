/** Under an article: what refers to it, what implements it and what it implements. */
import type { ArticleCitator } from '../../../../../../schema/api/citator.ts';
import { useTexts } from '../../../../i18n/locale.tsx';
import { CITATOR_TEXTS } from '../../messages.ts';
import { ReferenceGroups } from './reference-list.tsx';

export function ArticleReferences({ references, documentId }: { references: ArticleCitator; documentId: number }) {
  const t = useTexts(CITATOR_TEXTS);
  return (
    <ReferenceGroups
      documentId={documentId}
      heading="h4"
      className="mt-4 grid gap-4 border-t border-slate-100 pt-3 sm:grid-cols-2 lg:grid-cols-3"
      groups={[
        { title: t.referredToBy, edges: references.referred_to_by, side: 'from' },
        { title: t.implementedBy, edges: references.implemented_by, side: 'from' },
        { title: t.implements, edges: references.implements, side: 'to' },
      ]}
    />
  );
}
