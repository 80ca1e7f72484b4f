/**
 * Navigation bar (spec §2 Shared chrome): logo, BETA badge, About, Pricing and the
 * account entry. Below 480 px the links collapse into a menu button.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AuthDialog } from '../../features/auth/components/auth-dialog.tsx';
import { LanguageMenu } from '../../i18n/language-menu.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { useSession } from '../../shared/session.tsx';
import { NAV_TEXTS } from './messages.ts';
import { Button } from '../../components/ui/button.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 text-sm font-medium sm:px-3 ${isActive ? 'bg-blue-50 text-blue-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

const accountClass = 'rounded-md bg-blue-900 px-2 py-2 sm:px-3 text-start text-sm font-semibold text-white hover:bg-blue-800';

function NavLinks({ onNavigate, onLogin }: { onNavigate?: () => void; onLogin: () => void }) {
  const { user, loading } = useSession();
  const t = useTexts(NAV_TEXTS);
  return (
    <>
      <NavLink to="/about" className={linkClass} onClick={onNavigate}>
        {t.about}
      </NavLink>
      <NavLink to="/pricing" className={linkClass} onClick={onNavigate}>
        {t.pricing}
      </NavLink>
      {user?.is_admin && (
        <NavLink to="/admin" className={linkClass} onClick={onNavigate}>
          {t.admin}
        </NavLink>
      )}
      {user ? (
        <Link to="/account" onClick={onNavigate} className={accountClass}>
          {t.myAccount}
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
          {t.login}
        </button>
      )}
    </>
  );
}

export function NavBar() {
  const t = useTexts(NAV_TEXTS);
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
      <nav aria-label={t.mainNav} className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 xs:gap-3 sm:px-6">
        {/* min-w-0 and a wrapping brand: on a narrow phone the brand takes two lines rather than push the menu off screen;
            from 480 to 640 px, where the links sit beside it, the logo and BETA stand for it (the link keeps its name). */}
        <Link to="/" className="flex min-w-0 items-center gap-2" aria-label={t.home}>
          <img src="/favicon.svg" alt="" className="h-8 w-8 shrink-0" />
          <span className="min-w-0 text-base font-bold leading-tight tracking-tight text-blue-950 xs:max-sm:hidden sm:text-lg">{t.brand}</span>
          <span className="shrink-0 rounded bg-amber-400 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wider text-blue-950">BETA</span>
        </Link>
        <div className="hidden shrink-0 items-center gap-1 xs:flex">
          <LanguageMenu />
          <NavLinks onLogin={() => setLoginOpen(true)} />
        </div>
        <div className="flex shrink-0 items-center gap-1 xs:hidden">
          <LanguageMenu />
          <div className="relative">
            <Button
              ref={buttonRef}

              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={t.menu}
              onClick={() => setOpen((o) => !o)}
              variant="secondary"
              size="none"
              className="p-2"
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
                <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
            {open && (
              <div
                ref={menuRef}
                id="mobile-menu"
                className="absolute end-0 mt-2 flex w-48 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
              >
                <NavLinks onNavigate={() => setOpen(false)} onLogin={() => setLoginOpen(true)} />
              </div>
            )}
          </div>
        </div>
      </nav>
      <AuthDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
    </header>
  );
}
