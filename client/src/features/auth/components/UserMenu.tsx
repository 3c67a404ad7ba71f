import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../ui/Icons';
import { ghostButton } from '../../../ui/styles';
import type { SessionUser } from '../session';

const MENU_LINKS = [
  { to: '/profile-settings', label: 'Profile Settings' },
  { to: '/billing-plans', label: 'Billing & Plans' },
  { to: '/generation-history', label: 'Generation History' },
  { to: '/app-settings', label: 'App Settings' },
];

function initials(user: SessionUser): string {
  const source = user.displayName?.trim() || user.email;
  const letters = source
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('') || '?';
}

function planName(plan: string): string {
  return plan ? `${plan[0]?.toUpperCase() ?? ''}${plan.slice(1)} plan` : '';
}

/** Signed-in user's avatar menu. */
export function UserMenu({ user }: { user: SessionUser }) {
  const name = user.displayName?.trim() || user.email;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className={`${ghostButton} px-2`}
          aria-label={`Account menu for ${name}`}
        >
          {user.photoUrl ? (
            <img src={user.photoUrl} alt="" className="h-8 w-8 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white"
            >
              {initials(user)}
            </span>
          )}
          <ChevronDownIcon />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold">{name}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-300">
              {planName(user.plan)}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          {MENU_LINKS.map((link) => (
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
