const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatLongDate = (iso: string | null) => (iso ? longDate.format(new Date(iso)) : '—');

export function greetingFor(hour: number): string {
  if (hour < 11) return 'Good morning';
  if (hour < 15) return 'Good afternoon';
  if (hour < 19) return 'Good evening';
  return 'Good night';
}

export const ROLE_LABELS = { admin: 'Admin', moderator: 'Moderator', user: 'Member' } as const;
