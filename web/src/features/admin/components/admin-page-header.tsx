/** The heading of every admin page, with the links between them (spec §2 "Admin legislation management"). */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export const ADMIN_PAGES = [
  { to: '/admin', label: 'Legislation', end: true },
  { to: '/admin/usage', label: 'Usage Analytics', end: false },
  { to: '/admin/monitoring', label: 'System Monitoring', end: false },
  { to: '/admin/api-costs', label: 'API Costs', end: false },
  { to: '/admin/beehiiv', label: 'Newsletter (Beehiiv)', end: false },
] as const;

const link = 'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export function AdminPageHeader({ title, subtitle, actions }: { title: string; subtitle: string; actions?: ReactNode }) {
  return (
    <header className="space-y-4">
      <nav aria-label="Admin" className="flex flex-wrap gap-1 border-b border-slate-200 pb-3">
        {ADMIN_PAGES.map((p) => (
          <NavLink
            key={p.to}
            to={p.to}
            end={p.end}
            className={({ isActive }) => `${link} ${isActive ? 'bg-blue-900 text-white' : 'text-blue-900 hover:bg-blue-50'}`}
          >
            {p.label}
          </NavLink>
        ))}
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-blue-950">{title}</h1>
          <p className="mt-1 text-slate-600">{subtitle}</p>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
