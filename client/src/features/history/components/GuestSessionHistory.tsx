import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { card, mutedText } from '../../../ui/styles';
import { useSession } from '../../auth';
import { GenerationHistoryQuery } from '../graphql/history.graphql';
import { HistoryRecordCard } from './HistoryRecordCard';
import { useCopyDescription } from '../hooks/useCopyDescription';

const GUEST_HISTORY_SIZE = 5;

/**
 * A guest's history (SPEC §6 keeps it "local"): the records of this browser's guest
 * session, shown on the home page. Signing up carries them into the account.
 */
export function GuestSessionHistory() {
  const { isSignedIn, viewer } = useSession();
  const isGuest = !isSignedIn;
  const copy = useCopyDescription();
  const { data, refetch } = useQuery(GenerationHistoryQuery, {
    variables: { first: GUEST_HISTORY_SIZE },
    skip: !isGuest,
    fetchPolicy: 'cache-and-network',
  });

  // A generation moves the guest's usage: read the history again when it does.
  const used = viewer?.usage?.generationsUsed;
  const lastUsed = useRef(used);
  useEffect(() => {
    if (!isGuest || used === undefined || used === lastUsed.current) return;
    lastUsed.current = used;
    void refetch().catch(() => undefined);
  }, [isGuest, used, refetch]);

  const records = data?.generationHistory.nodes ?? [];
  if (!isGuest || records.length === 0) return null;
  return (
    <section
      className={`${card} space-y-4 p-4 sm:p-6`}
      aria-labelledby="guest-history-title"
      data-testid="guest-history"
    >
      <div>
        <h2
          id="guest-history-title"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          Your generations in this session
        </h2>
        <p className={`mt-1 text-sm ${mutedText}`}>
          Kept with this browser&apos;s guest session. Sign up and they move into your
          account&apos;s Generation History.
        </p>
      </div>
      <ul className="space-y-3">
        {records.map((record) => (
          <li key={record.id}>
            <HistoryRecordCard record={record} onCopy={(text) => void copy(text)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
