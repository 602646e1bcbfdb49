const HOUR_MS = 60 * 60 * 1000;

/** Spec §9: under 1 h 'Just now', under 24 h 'Nh ago', under 48 h 'Yesterday', else the date. */
export function registrationAge(createdAt: string | Date, now: Date = new Date()): string {
  const created = new Date(createdAt);
  const elapsed = now.getTime() - created.getTime();
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < 24 * HOUR_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 48 * HOUR_MS) return 'Yesterday';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    created,
  );
}
