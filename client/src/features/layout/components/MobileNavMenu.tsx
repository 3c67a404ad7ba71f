import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { MenuIcon } from '../../../ui/Icons';
import { iconButton, menuContent, menuItem } from '../../../ui/styles';
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
        <DropdownMenu.Content align="end" sideOffset={6} className={`${menuContent} min-w-48`}>
          {HEADER_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link to={link.to} className={menuItem}>
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
