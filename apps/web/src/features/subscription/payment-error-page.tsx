import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';

export function PaymentErrorPage() {
  return (
    <Card className="shadow-lg">
      <CardContent className="flex flex-col items-center gap-6 p-8 text-center [&_header]:items-center">
        <span className="grid size-14 place-items-center rounded-full text-down bg-down/10">
          <CircleX className="size-7" aria-hidden="true" />
        </span>
        <PageHeader
          title="Payment Failed"
          description="The payment did not go through. You can choose a plan and try again."
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
