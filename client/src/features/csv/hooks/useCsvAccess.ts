import { useSession } from '../../auth';

export interface CsvAccess {
  isGuest: boolean;
  /** A guest who has used their one generation: no more uploads (SPEC §5). */
  guestAtLimit: boolean;
}

/** Who may do what with CSV files; the server checks the same rules. */
export function useCsvAccess(): CsvAccess {
  const { isSignedIn, viewer } = useSession();
  const isGuest = !isSignedIn || viewer?.kind === 'GUEST';
  return { isGuest, guestAtLimit: isGuest && viewer !== null && viewer.usage.remaining <= 0 };
}
