import { useState, type ReactNode } from 'react';
import { createItemActivity, ItemActivityContext } from '../item-activity';

/** Holds this tab's item activity (generations waited for, saves in flight) for its subtree. */
export function ItemActivityProvider({ children }: { children: ReactNode }) {
  const [activity] = useState(createItemActivity);
  return <ItemActivityContext value={activity}>{children}</ItemActivityContext>;
}
