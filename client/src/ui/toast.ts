import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast['success']>[0];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

// sonner (toasts and their Toaster) loads with the first toast, not with the page. Until then
// nothing is shown, so nothing is lost: a toast waits until the Toaster has mounted and
// listens, and its live region exists before the first message goes into it. sonner keeps
// its toasts in module state; these few lines follow it.
const hosts = new Set<() => void>();
let requested = false;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let loading: Promise<SonnerToast> | null = null;

function load(): Promise<SonnerToast> {
  if (!loading) {
    requested = true;
    for (const host of hosts) host();
    loading = Promise.all([import('sonner'), mounted]).then(([module]) => module.toast);
  }
  return loading;
}

function show(kind: Kind) {
  return (message: Message, data?: ExternalToast): void => {
    void load().then((toast) => toast[kind](message, data));
  };
}

/** sonner's toast, for the kinds the app uses (same arguments). */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
};

/** For the Toaster's host: whether a toast has asked for it yet. */
export const toasterRequest = {
  subscribe: (host: () => void): (() => void) => {
    hosts.add(host);
    return () => hosts.delete(host);
  },
  requested: (): boolean => requested,
  /** The Toaster has mounted and listens: waiting toasts go out. */
  mounted: (): void => markMounted(),
};
