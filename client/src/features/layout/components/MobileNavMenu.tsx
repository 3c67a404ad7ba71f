import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { MenuIcon } from '../../../ui/Icons';
import { iconButton } from '../../../ui/styles';
import { HEADER_LINKS } from '../nav-links';

/** The header's links as a menu on narrow screens; opens as it mounts (the first tap loads it). */
export function MobileNavMenu() {
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <button type="button" className={`${iconButton} md:hidden`} aria-label="Open menu">
          <MenuIcon />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {HEADER_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link
                to={link.to}
                className="block rounded-md px-3 py-2 outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
