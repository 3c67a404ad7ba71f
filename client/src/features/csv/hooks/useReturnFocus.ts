import { useCallback, useRef } from 'react';

/**
 * Focus handling for a Radix dialog opened from code rather than a Dialog.Trigger: Radix
 * would send the focus back to its (absent) trigger, i.e. nowhere. This returns it to the
 * control that had it when the dialog opened, unless `skip` says another dialog took over.
 */
export function useReturnFocus(skip?: () => boolean) {
  const opener = useRef<HTMLElement | null>(null);

  const onOpenAutoFocus = useCallback(() => {
    // Runs before Radix moves the focus in, so this is still the opener.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);

  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      const target = opener.current;
      opener.current = null;
      if (!skip?.() && target?.isConnected) target.focus();
    },
    [skip],
  );

  return { onOpenAutoFocus, onCloseAutoFocus };
}
