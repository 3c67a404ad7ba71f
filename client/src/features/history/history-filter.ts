import type { HistoryFilter } from '../../__generated__/graphql';

/** What the seller typed into the history toolbar. */
export interface HistoryFilterState {
  search: string;
  /** 'YYYY-MM-DD' from a date input, or ''. */
  fromDate: string;
  toDate: string;
}

export const EMPTY_FILTER: HistoryFilterState = { search: '', fromDate: '', toDate: '' };

export const HISTORY_PAGE_SIZE = 25;

/** The browser's IANA time zone, so "today" and export dates match the seller's clock. */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

// Local midnight of a 'YYYY-MM-DD' day, `plusDays` later.
function localMidnight(day: string, plusDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
}

/** The API filter: "to" includes the whole end day (the server's bound is exclusive). */
export function toApiFilter(state: HistoryFilterState): HistoryFilter {
  const from = localMidnight(state.fromDate);
  const to = localMidnight(state.toDate, 1);
  return {
    search: state.search.trim() || null,
    from: from ? from.toISOString() : null,
    to: to ? to.toISOString() : null,
  };
}

export function isFiltered(state: HistoryFilterState): boolean {
  return state.search.trim() !== '' || state.fromDate !== '' || state.toDate !== '';
}

/** GET /api/history/export with the same filter the page shows. */
export function exportUrl(state: HistoryFilterState): string {
  const filter = toApiFilter(state);
  const params = new URLSearchParams({ tz: localTimeZone() });
  if (filter.search) params.set('search', filter.search);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return `/api/history/export?${params.toString()}`;
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE_TIME.format(date);
}
