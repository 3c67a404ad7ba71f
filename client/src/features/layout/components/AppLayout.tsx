import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthModalLoader } from '../../auth';
import { BatchProvider } from '../../batches';
import { ItemActivityProvider } from '../../items';
import { DocumentMeta } from '../../seo';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollOnNavigate } from './ScrollOnNavigate';

export function AppLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After client-side navigation, start screen readers and keyboard users at the new page.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <DocumentMeta />
      <a
        href="#main"
        className="sr-only rounded-md bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        <ItemActivityProvider>
          <BatchProvider>
            <Outlet />
          </BatchProvider>
        </ItemActivityProvider>
      </main>
      <Footer />
      <AuthModalLoader />
      <ScrollOnNavigate />
    </div>
  );
}
