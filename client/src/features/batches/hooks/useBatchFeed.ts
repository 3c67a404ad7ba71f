import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth/hooks/useSession';
import { followBatch, setFeedEnvironment } from '../batch-feed';
import { isActiveBatch } from '../batch-state';
import { ActiveBatchQuery } from '../graphql/batches.graphql';

/**
 * Live updates of Generate All: on page load (and after a sign-in change) a batch still
 * running on the server is shown and followed again, with its true state from Postgres.
 * Used by every component that shows Generate All; following the same batch twice is a no-op.
 */
export function useBatchFeed(): void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { viewer, isSignedIn } = useSession();
  const isGuest = !isSignedIn || viewer?.kind === 'GUEST';
  const { data } = useQuery(ActiveBatchQuery, { fetchPolicy: 'cache-and-network' });
  const active = data?.activeBatch ?? null;

  useEffect(() => {
    setFeedEnvironment({ isGuest, viewPlans: () => void navigate('/billing-plans') });
  }, [isGuest, navigate]);

  useEffect(() => {
    if (active && isActiveBatch(active)) followBatch(client, active);
  }, [client, active]);
}
