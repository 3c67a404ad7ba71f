const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE_FORMAT.format(date);
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
