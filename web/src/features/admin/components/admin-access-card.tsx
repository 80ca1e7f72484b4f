/**
 * Spec §2/§6: what an admin page shows when the server refuses (the route guard already sends
 * non-admins to /, but a session can lose its rights while a page is open). Monitoring says
 * 'Access Denied'; the API cost and newsletter pages 'Admin access required…'.
 */
import { Link } from 'react-router';
import { StateCard } from '../../../components/ui/state-card.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';

export const ADMIN_ACCESS_TEXT = {
  accessDenied: 'Access Denied',
  adminRequired: 'Admin access required to view this page.',
} as const;

export function AdminAccessCard({ title = ADMIN_ACCESS_TEXT.accessDenied }: { title?: string }) {
  return (
    <StateCard
      title={title}
      tone="error"
      actions={
        <Link to="/" className={buttonClass()}>
          Go to Home
        </Link>
      }
    >
      {ADMIN_ACCESS_TEXT.adminRequired}
    </StateCard>
  );
}

/** A 401 or 403 from an admin endpoint. */
export const isAccessRefused = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && (error.status === 401 || error.status === 403);
