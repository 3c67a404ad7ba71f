import { createContext, useContext } from 'react';

/**
 * Whether something live (a running Generate All) is keeping the item counters up to date,
 * so a change of one item need not read them again.
 */
export const LiveCountersContext = createContext<() => boolean>(() => false);

export function useCountersAreLive(): () => boolean {
  return useContext(LiveCountersContext);
}
