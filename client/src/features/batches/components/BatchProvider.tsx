import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LiveCountersContext } from '../../../lib/live-counters';
import { useSession } from '../../auth';
import { BatchTracker } from '../batch-tracker';
import { isActiveBatch } from '../batch-state';
import { BatchTrackerContext } from '../hooks/useBatchTracker';
import { ActiveBatchQuery } from '../graphql/batches.graphql';

/**
 * Owns this tab's Generate All state (one BatchTracker) for everything below it. On page
 * load (and after a sign-in change) a batch still running on the server is shown and
 * followed again, with its true state from Postgres.
 */
export function BatchProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { viewer, isSignedIn } = useSession();
  const isGuest = !isSignedIn || viewer?.kind === 'GUEST';
  const [tracker] = useState(() => new BatchTracker(client));
  const { data } = useQuery(ActiveBatchQuery, { fetchPolicy: 'cache-and-network' });
  const active = data?.activeBatch ?? null;

  useEffect(() => () => tracker.dispose(), [tracker]);

  useEffect(() => {
    tracker.setEnvironment({ isGuest, viewPlans: () => void navigate('/billing-plans') });
  }, [tracker, isGuest, navigate]);

  useEffect(() => {
    if (active && isActiveBatch(active)) tracker.follow(active);
  }, [tracker, active]);

  return (
    <BatchTrackerContext.Provider value={tracker}>
      <LiveCountersContext.Provider value={() => tracker.countersAreLive()}>
        {children}
      </LiveCountersContext.Provider>
    </BatchTrackerContext.Provider>
  );
}
