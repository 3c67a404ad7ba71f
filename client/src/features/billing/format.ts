const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE_FORMAT.format(date);
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

interface PeriodSources {
  subscription: { currentPeriodStart: string | null; currentPeriodEnd: string | null };
  usage: { periodStart: string | null; resetDate: string | null } | null;
}

/**
 * The current period as the billing page shows it. A paid plan's period is Stripe's (or the
 * demo's); the Free plan has no billing period, so its period is the usage period, which ends
 * on the day the allowance resets: the same date the usage card shows under "Resets on".
 */
export function currentPeriodLabel({ subscription, usage }: PeriodSources): string {
  const start = subscription.currentPeriodEnd
    ? subscription.currentPeriodStart
    : (usage?.periodStart ?? subscription.currentPeriodStart);
  const end = subscription.currentPeriodEnd ?? usage?.resetDate ?? null;
  if (!end) return start ? `Since ${formatDate(start)}` : '—';
  if (!start) return `Until ${formatDate(end)}`;
  return `${formatDate(start)} – ${formatDate(end)}`;
}
