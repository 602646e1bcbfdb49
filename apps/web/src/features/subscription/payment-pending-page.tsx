import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';

export function PaymentPendingPage() {
  return (
    <Card className="shadow-lg">
      <CardContent className="flex flex-col items-center gap-6 p-8 text-center [&_header]:items-center">
        <span className="grid size-14 place-items-center rounded-full text-accent bg-accent-soft">
          <Clock className="size-7" aria-hidden="true" />
        </span>
        <PageHeader
          title="Payment Pending"
          description="We are waiting for confirmation from your bank or payment provider."
        />
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/subscription" className={buttonClasses()}>
            Subscription
          </Link>
          <Link to="/dashboard" className={buttonClasses({ variant: 'outline' })}>
            Dashboard
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
