/** /admin (spec §2 "Admin legislation management"): every record, with search, filters, creation and inline editing. */
import { AdminPageHeader } from '../features/admin/components/admin-page-header.tsx';
import { LegislationManager } from '../features/admin/legislation/components/legislation-manager.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function AdminLegislationPage() {
  useDocumentTitle('Legislation Management');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <AdminPageHeader title="Legislation Management" subtitle="Every record in the collection, including those outside the public Corporate Tax list: search, filter, add and edit." />
      <LegislationManager />
    </div>
  );
}
