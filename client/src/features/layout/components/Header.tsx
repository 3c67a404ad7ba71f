import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ArrowLeftIcon, MenuIcon } from '../../../ui/Icons';
import { ghostButton, iconButton, primaryButton } from '../../../ui/styles';
import { openAuthModal, UserMenu, useSession } from '../../auth';
import { ThemeToggle } from '../../theme';
import { HEADER_LINKS } from '../nav-links';

// The narrow-screen menu's code (Radix's menu) loads on the first tap, not with the home page.
const MobileNavMenu = lazy(() =>
  import('./MobileNavMenu').then((module) => ({ default: module.MobileNavMenu })),
);

function NarrowScreenMenu() {
  const [used, setUsed] = useState(false);
  const button = (
    <button
      type="button"
      className={`${iconButton} md:hidden`}
      aria-label="Open menu"
      onClick={() => setUsed(true)}
    >
      <MenuIcon />
    </button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <MobileNavMenu />
    </Suspense>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${ghostButton} ${isActive ? 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-white' : ''}`;

export function Header() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const isHome = pathname === '/';

  return (
    <header
      data-site-header
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-3 py-2 sm:gap-2 sm:px-6">
        <Link
          to="/"
          className="mr-1 flex shrink-0 items-center gap-2 rounded-md px-1 py-1 text-lg font-bold tracking-tight text-slate-900 dark:text-white"
        >
          <span>Quillcart</span>
          <span className="rounded bg-indigo-600 px-1.5 py-0.5 text-[0.65rem] leading-none font-semibold tracking-wide text-white">
            BETA
          </span>
        </Link>

        {!isHome && (
          <Link to="/" className={`${ghostButton} px-2 sm:px-3`}>
            <ArrowLeftIcon />
            <span className="sr-only sm:not-sr-only">Back to Home</span>
          </Link>
        )}

        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1 md:ml-2">
          <NarrowScreenMenu />
          <ThemeToggle />
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <button
              type="button"
              className={`${primaryButton} px-3`}
              onClick={() => openAuthModal()}
            >
              Sign In
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
