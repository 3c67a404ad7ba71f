import { useState } from 'react';

/**
 * True from the first time `open` is true. A dialog whose code loads when it is first used
 * mounts then and stays mounted, so it still animates out and hands focus back on close.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
