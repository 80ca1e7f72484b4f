/**
 * Navigation bar (spec §2 Shared chrome): logo, BETA badge, About, Pricing and the
 * account entry. Below 480 px the links collapse into a menu button.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AuthDialog } from '../../features/auth/components/auth-dialog.tsx';
import { useSession } from '../../lib/session.tsx';
import { PRODUCT_NAME } from '../../lib/site.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-blue-50 text-blue-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

const accountClass = 'rounded-md bg-blue-900 px-3 py-2 text-left text-sm font-semibold text-white hover:bg-blue-800';

function NavLinks({ onNavigate, onLogin }: { onNavigate?: () => void; onLogin: () => void }) {
  const { user, loading } = useSession();
  return (
    <>
      <NavLink to="/about" className={linkClass} onClick={onNavigate}>
        About
      </NavLink>
      <NavLink to="/pricing" className={linkClass} onClick={onNavigate}>
        Pricing
      </NavLink>
      {user?.is_admin && (
        <NavLink to="/admin" className={linkClass} onClick={onNavigate}>
          Admin
        </NavLink>
      )}
      {user ? (
        <Link to="/account" onClick={onNavigate} className={accountClass}>
          My Account
        </Link>
      ) : (
        <button
          type="button"
          // The session check takes a moment; the button waits rather than flash the wrong entry.
          disabled={loading}
          aria-haspopup="dialog"
          onClick={() => {
            onNavigate?.();
            onLogin();
          }}
          className={`${accountClass} disabled:opacity-60`}
        >
          Login / Sign Up
        </button>
      )}
    </>
  );
}

export function NavBar() {
  const [open, setOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const location = useLocation();
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A new path closes the menu; every navigation (even to the same path: the panel navigates 100 ms
  // after a sign-in) closes the sign-in dialog. Adjusted while rendering, not in an effect after it.
  const [seen, setSeen] = useState({ pathname: location.pathname, key: location.key });
  if (seen.pathname !== location.pathname || seen.key !== location.key) {
    if (seen.pathname !== location.pathname) setOpen(false);
    setLoginOpen(false);
    setSeen({ pathname: location.pathname, key: location.key });
  }
  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2" aria-label={`${PRODUCT_NAME}, home`}>
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className="text-base font-bold tracking-tight text-blue-950 sm:text-lg">UAE Corporate Tax</span>
          <span className="rounded bg-amber-400 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wider text-blue-950">BETA</span>
        </Link>
        <div className="hidden items-center gap-1 xs:flex">
          <NavLinks onLogin={() => setLoginOpen(true)} />
        </div>
        <div className="relative xs:hidden">
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label="Menu"
            onClick={() => setOpen((o) => !o)}
            className="rounded-md border border-slate-300 p-2 text-slate-700"
          >
            <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {open && (
            <div
              ref={menuRef}
              id="mobile-menu"
              className="absolute right-0 mt-2 flex w-48 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
            >
              <NavLinks onNavigate={() => setOpen(false)} onLogin={() => setLoginOpen(true)} />
            </div>
          )}
        </div>
      </nav>
      <AuthDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
    </header>
  );
}
