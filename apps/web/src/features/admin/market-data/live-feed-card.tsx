import { useRef, useState } from 'react';
import type { TCreatedIngestKey } from '@pantau/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { CreatedKeyPanel } from './created-key-panel';
import { IngestKeyForm } from './ingest-key-form';
import { IngestKeyList } from './ingest-key-list';
import { LiveDays } from './live-days';

/**
 * Feeds that push the day's trades while the market is open: the keys they present to
 * POST /api/ingest/trades, and how each live day is going.
 */
export function LiveFeedCard() {
  const [created, setCreated] = useState<TCreatedIngestKey | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  function dismiss() {
    setCreated(null);
    // The panel held focus; without this it would fall back to the page.
    nameInput.current?.focus();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Live feed</CardTitle>
        <CardDescription>
          During the session a feed pushes trades as they happen, each feed with its own key. The day&apos;s
          trade-record file, once imported, replaces what was pushed.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        <section aria-labelledby="ingest-keys" className="space-y-4">
          <h3 id="ingest-keys" className="font-semibold">
            Ingest keys
          </h3>
          {created ? <CreatedKeyPanel key={created.id} created={created} onDismiss={dismiss} /> : null}
          <div className="grid gap-8 xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
            <section aria-labelledby="new-ingest-key" className="space-y-4">
              <h4 id="new-ingest-key" className="font-semibold">
                New key
              </h4>
              <IngestKeyForm titleId="new-ingest-key" nameRef={nameInput} onCreated={setCreated} />
            </section>
            <IngestKeyList />
          </div>
        </section>
        <LiveDays />
      </CardContent>
    </Card>
  );
}
