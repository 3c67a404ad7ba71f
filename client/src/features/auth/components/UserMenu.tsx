import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import { ChevronDownIcon } from '../../../ui/Icons';
import { ghostButton, menuContent, menuItem } from '../../../ui/styles';
import { useSession } from '../hooks/useSession';
import { planName } from '../../../lib/plans';
import type { SessionUser } from '../session-context';

const MENU_LINKS = [
  { to: '/profile-settings', label: 'Profile Settings' },
  { to: '/billing-plans', label: 'Billing & Plans' },
  { to: '/generation-history', label: 'Generation History' },
  { to: '/app-settings', label: 'App Settings' },
];

/** Up to 2 initials from the display name, else from the email's local part. */
export function initials(user: Pick<SessionUser, 'displayName' | 'email'>): string {
  const name = user.displayName?.trim();
  const source = name || user.email.split('@')[0] || user.email;
  const letters = source
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('') || '?';
}

export function Avatar({ user, size = 'h-8 w-8' }: { user: SessionUser; size?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (user.photoUrl && broken !== user.photoUrl) {
    return (
      <img
        src={user.photoUrl}
        alt=""
        className={`${size} rounded-full object-cover`}
        onError={() => setBroken(user.photoUrl)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white`}
    >
      {initials(user)}
    </span>
  );
}

/** Signed-in user's avatar menu. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const name = user.displayName?.trim() || user.email;

  const onSignOut = async () => {
    try {
      await signOut();
      toast.success('Signed out successfully');
      void navigate('/', { replace: true });
    } catch (error) {
      console.error('Sign out failed', error);
      toast.error('Failed to sign out');
    }
  };

  return (
    // Non-modal: a modal menu aria-hides the page while focus can still reach it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button type="button" data-testid="user-menu-trigger" className={`${ghostButton} px-2`}>
          <Avatar user={user} />
          <span className="sr-only">Account menu for {name}</span>
          <ChevronDownIcon />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          data-testid="user-menu"
          className={`${menuContent} max-w-[calc(100vw-1rem)] min-w-56`}
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2">
            <Avatar user={user} size="h-9 w-9" />
            <span className="min-w-0">
              <span className="block truncate font-semibold" data-testid="user-menu-name">
                {name}
              </span>
              <span
                className="block text-xs text-slate-600 dark:text-slate-300"
                data-testid="user-menu-plan"
              >
                {planName(user.plan)}
              </span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          {MENU_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link to={link.to} className={menuItem}>
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={menuItem} onSelect={() => void onSignOut()}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
