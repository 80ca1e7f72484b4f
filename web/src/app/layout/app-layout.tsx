import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { WelcomeModal } from '../../features/auth/components/welcome-modal.tsx';
import { Footer } from './footer.tsx';
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
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
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
