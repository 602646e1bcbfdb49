import { PageHeader } from '@/ui/page-header';

export function SubscriptionPage() {
  return (
    <PageHeader
      title="Subscription"
      description={
        'Your current plan, plan choices and payment history. Every plan gives full access to all features.'
      }
    />
  );
}
