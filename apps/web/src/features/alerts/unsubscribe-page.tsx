import { BellOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ALERT_MESSAGES } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { Alert } from '@/ui/alert';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Spinner } from '@/ui/spinner';
import { alertsApi } from './alerts-api';

type Outcome =
  { state: 'pending' } | { state: 'done'; alertName: string } | { state: 'failed'; message: string };

/** /alerts/unsubscribe?token=…: an email's link turns that alert's email off, signed in or not. */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'pending' } : { state: 'failed', message: ALERT_MESSAGES.invalidToken },
  );
  const sent = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; the link is one request, and its answer is kept even if the
    // first run's component was thrown away, so nothing is aborted.
    if (!token || sent.current) return;
    sent.current = true;
    alertsApi.unsubscribe(token).then(
      ({ alertName }) => setOutcome({ state: 'done', alertName }),
      (error: unknown) => setOutcome({ state: 'failed', message: errorMessage(error) }),
    );
  }, [token]);

  return (
    <Card className="shadow-lg">
      <CardContent className="flex flex-col items-center gap-6 p-6 text-center sm:p-8 [&_header]:items-center">
        <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
          <BellOff className="size-7" aria-hidden="true" />
        </span>
        <PageHeader title="Alert emails" />
        <div className="w-full text-left" aria-live="polite">
          {outcome.state === 'pending' ? (
            <p className="flex items-center justify-center gap-2 text-sm text-muted">
              <Spinner className="size-4" /> Turning the email off…
            </p>
          ) : outcome.state === 'done' ? (
            <Alert tone="success">Email for “{outcome.alertName}” is off. You still see it in the app.</Alert>
          ) : (
            <Alert tone="danger">{outcome.message}</Alert>
          )}
        </div>
        <Link to="/alerts" className={buttonClasses({ variant: 'outline' })}>
          Go to alerts
        </Link>
      </CardContent>
    </Card>
  );
}
