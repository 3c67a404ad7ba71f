import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { onSubscriptionReconnect } from '../../../apollo/client';
import { useCountersAreLive } from '../../../lib/live-counters';
import { refreshItemQueries } from '../graphql/refresh-items';
import { applyItemChange, scheduleItemStatsRefresh } from '../graphql/item-cache';
import { ItemChangedSubscription } from '../graphql/items.graphql';

/** Keeps the cached items and counters in step with changes made anywhere (other tabs, worker). */
export function useItemChangeFeed(): void {
  const client = useApolloClient();
  const countersAreLive = useCountersAreLive();

  useSubscription(ItemChangedSubscription, {
    ignoreResults: true,
    onData: ({ client: apollo, data }) => {
      const change = data.data?.itemChanged;
      if (!change) return;
      applyItemChange(apollo.cache, change);
      // While a batch runs its events bring the counters; otherwise read them once a burst ends.
      if (!countersAreLive()) scheduleItemStatsRefresh(apollo);
    },
    onError: () => {
      // The socket retries by itself; GraphQL errors were shown by the error link.
    },
  });

  // Changes sent while the socket was down (a drop, or the restart at sign-in) are lost: the
  // rows and the counters are read again.
  useEffect(() => onSubscriptionReconnect(() => void refreshItemQueries(client)), [client]);
}
