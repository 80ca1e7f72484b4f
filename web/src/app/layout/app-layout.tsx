import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { WelcomeModal } from '../../features/auth/components/welcome-modal.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { Footer } from './footer.tsx';
import { APP_LAYOUT_TEXTS } from './messages.ts';
import { NavBar } from './nav-bar.tsx';

/** Scrolls to the top on page changes, and to the anchor when the address has one. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function AppLayout() {
  useScrollOnNavigate();
  const t = useTexts(APP_LAYOUT_TEXTS);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t.skipToContent}
      </a>
      <NavBar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <WelcomeModal />
    </div>
  );
}
