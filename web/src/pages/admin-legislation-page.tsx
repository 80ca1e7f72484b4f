/** /admin (spec §2 "Admin legislation management"): every record, with search, filters, creation and inline editing. */
import { AdminPageHeader } from '../features/admin/components/admin-page-header.tsx';
import { LegislationManager } from '../features/admin/legislation/components/legislation-manager.tsx';
import { useFieldChoices } from '../features/legislation/api.ts';
import { StatusBadge } from '../features/legislation/components/status-badge.tsx';
import { useDocumentTitle } from '../shared/use-document-title.ts';

const statusBadge = (status: string | null) => <StatusBadge status={status} />;

export function AdminLegislationPage() {
  useDocumentTitle('Legislation Management');
  const fieldChoices = useFieldChoices();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <AdminPageHeader
        title="Legislation Management"
        subtitle="Every record in the collection, including those outside the public Corporate Tax list: search, filter, add and edit."
      />
      <LegislationManager fieldChoices={fieldChoices} statusBadge={statusBadge} />
    </div>
  );
}
