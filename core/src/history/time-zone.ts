/** True for an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** "2025-03-15 09:05" in the time zone: what a spreadsheet reads as a date and time. */
export function formatLocalDateTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** "2025-03-15" in the time zone (file names). */
export function formatLocalDate(date: Date, timeZone: string): string {
  return formatLocalDateTime(date, timeZone).slice(0, 10);
}
