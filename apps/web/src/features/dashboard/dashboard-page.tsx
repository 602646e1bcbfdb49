import { PageHeader } from '@/ui/page-header';

export function DashboardPage() {
  return (
    <PageHeader
      title="Dashboard"
      description={
        "Your starting point: quick access to bandarmology and bazimology, your watchlist and the day's broker flows."
      }
    />
  );
}
