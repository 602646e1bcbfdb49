import { useState, type FormEvent } from 'react';
import { Play, RotateCcw } from 'lucide-react';
import { FEED_PLACEHOLDERS, feedUrlTemplateProblem, type TFeed, type TFeedKind } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { useConfirm } from '@/ui/confirm-dialog';
import { cn } from '@/ui/cn';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toaster';
import { PanelError } from '../panel-error';
import { useFeeds, useResetFeed, useRunFeed, useSaveFeed } from './feeds-api';

const FEED_NAMES: Record<TFeedKind, string> = {
  'stock-summary': 'Stock Summary',
  'index-summary': 'Index Summary',
  'broker-summary': 'Broker Summary',
  trades: 'Trade records',
  'ksei-balancepos': 'KSEI Balancepos (monthly)',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const wibFormat = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});
/** An instant as the exchange's clock shows it, e.g. '10 Nov 2026, 17.30 WIB'. */
const formatWib = (instant: string) => `${wibFormat.format(new Date(instant))} WIB`;

const OUTCOME: Record<NonNullable<TFeed['last_attempt']>['outcome'], { label: string; tone: BadgeTone }> = {
  running: { label: 'Running', tone: 'pending' },
  done: { label: 'Imported', tone: 'up' },
  failed: { label: 'Failed', tone: 'down' },
};

/** How each kind's daily file is usually named, as a hint of what the template looks like. */
const EXAMPLE_FILE: Record<TFeedKind, string> = {
  'stock-summary': 'StockSummary-{yyyymmdd}.json',
  'index-summary': 'IndexSummary-{yyyymmdd}.json',
  'broker-summary': 'BrokerSummary-{yyyymmdd}.json',
  trades: '{yyyy}/{mm}/trades-{yyyymmdd}.csv.gz',
  'ksei-balancepos': 'BalanceposEfek{yyyymmdd}.zip',
};

/**
 * Scheduled feeds on the admin Market data page: each kind's source URL template, time (WIB) and
 * switch, what its last attempt did and when it runs next, and "Run now".
 */
export function FeedsPanel() {
  const feeds = useFeeds();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scheduled feeds</CardTitle>
        <CardDescription>
          Each trading day after its time (WIB) an enabled feed fetches the day&apos;s file and imports it,
          retrying while it is not published yet. A feed saved here wins over the server&apos;s environment.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {feeds.isPending ? (
          <div className="grid place-items-center py-8">
            <Spinner className="size-6" label="Loading feeds" />
          </div>
        ) : feeds.isError ? (
          <PanelError what="feeds" message={errorMessage(feeds.error)} onRetry={() => void feeds.refetch()} />
        ) : (
          <>
            <ul className="divide-y divide-border">
              {feeds.data.feeds.map((feed) => (
                <li key={feed.kind} className="py-5 first:pt-0 last:pb-0">
                  {/* Keyed by the saved values: a save or another admin's change resets the form. */}
                  <FeedRow key={`${feed.url_template}|${feed.time_wib}|${feed.enabled}`} feed={feed} />
                </li>
              ))}
            </ul>
            <p className="mt-5 text-sm text-muted">
              {feeds.data.inbox_dir ? (
                <>
                  Inbox: files dropped in <code className="break-all">{feeds.data.inbox_dir}</code> are
                  imported and moved to <code>done/</code> or <code>failed/</code>.
                </>
              ) : (
                'No inbox directory is watched (set MARKET_INBOX_DIR on the server).'
              )}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function FeedRow({ feed }: { feed: TFeed }) {
  const save = useSaveFeed();
  const reset = useResetFeed();
  const run = useRunFeed();
  const confirm = useConfirm();
  const [url, setUrl] = useState(feed.url_template ?? '');
  const [time, setTime] = useState(feed.time_wib);
  const [enabled, setEnabled] = useState(feed.enabled);
  const [touched, setTouched] = useState(false);
  const id = `feed-${feed.kind}`;
  const name = FEED_NAMES[feed.kind];

  const urlProblem = url.trim() ? feedUrlTemplateProblem(url.trim()) : 'Enter the URL of the file';
  const timeProblem = TIME.test(time) ? null : 'Time must be HH:MM';
  const changed =
    url.trim() !== (feed.url_template ?? '') || time !== feed.time_wib || enabled !== feed.enabled;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (urlProblem || timeProblem) return;
    try {
      await save.mutateAsync({
        kind: feed.kind,
        body: { url_template: url.trim(), time_wib: time, enabled },
      });
      toast.success(`${name} feed saved`);
    } catch (error) {
      toast.error(`${name} feed not saved`, { description: errorMessage(error) });
    }
  }

  async function onReset() {
    const ok = await confirm({
      title: `Use the environment's settings for ${name}?`,
      description: feed.url_template
        ? 'The URL, time and switch saved here are forgotten; the feed runs as MARKET_FEED_* variables set it (or not at all when they are unset).'
        : 'The settings saved here are forgotten; the feed runs as MARKET_FEED_* variables set it.',
      confirmText: 'Use environment',
      cancelText: 'Keep',
    });
    if (!ok) return;
    try {
      const restored = await reset.mutateAsync(feed.kind);
      setUrl(restored.url_template ?? '');
      setTime(restored.time_wib);
      setEnabled(restored.enabled);
      setTouched(false);
      toast.success(
        restored.url_template
          ? `${name} feed follows the environment again`
          : `${name} feed is not set in the environment: it is off`,
      );
    } catch (error) {
      toast.error(`${name} feed not reset`, { description: errorMessage(error) });
    }
  }

  async function onRun() {
    try {
      const started = await run.mutateAsync(feed.kind);
      toast.success(`Fetching ${name} of ${started.market_date}`);
    } catch (error) {
      toast.error(`${name} could not start`, { description: errorMessage(error) });
    }
  }

  const attempt = feed.last_attempt;
  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-name`} noValidate className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-name`} className="font-semibold">
            {name}
          </h3>
          <Badge tone={feed.source === 'admin' ? 'info' : 'muted'}>
            {feed.source === 'admin' ? 'Set here' : feed.url_template ? 'From environment' : 'Not set'}
          </Badge>
        </div>
        <EnabledSwitch id={`${id}-enabled`} checked={enabled} onChange={setEnabled} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField
          id={`${id}-url`}
          label="URL template"
          error={touched ? (urlProblem ?? undefined) : undefined}
          hint={`Placeholders: ${FEED_PLACEHOLDERS.join(' ')}`}
        >
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            spellCheck={false}
            placeholder={`https://…/${EXAMPLE_FILE[feed.kind]}`}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={touched && urlProblem ? true : undefined}
            aria-describedby={errorIdOf(`${id}-url`)}
          />
        </FormField>
        <FormField
          id={`${id}-time`}
          label="Time (WIB)"
          error={touched ? (timeProblem ?? undefined) : undefined}
        >
          <Input
            id={`${id}-time`}
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            aria-invalid={touched && timeProblem ? true : undefined}
            aria-describedby={touched && timeProblem ? errorIdOf(`${id}-time`) : undefined}
          />
        </FormField>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-muted">Last attempt</dt>
          <dd className="mt-0.5">
            {attempt ? (
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Badge tone={OUTCOME[attempt.outcome].tone}>{OUTCOME[attempt.outcome].label}</Badge>
                <span>
                  {formatWib(attempt.at)} · file of {attempt.market_date}
                </span>
              </span>
            ) : (
              'None yet'
            )}
            {attempt?.message ? (
              <span className={cn('mt-1 block break-words', attempt.outcome === 'failed' && 'text-down')}>
                {attempt.message}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Next run</dt>
          <dd className="mt-0.5">
            {feed.next_run_at
              ? formatWib(feed.next_run_at)
              : feed.enabled
                ? 'After the running fetch'
                : 'Off'}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void onRun()}
          disabled={!feed.url_template || run.isPending || attempt?.outcome === 'running'}
        >
          <Play className="size-4" aria-hidden="true" />
          Run now
        </Button>
        {feed.source === 'admin' ? (
          <Button variant="ghost" size="sm" onClick={() => void onReset()} disabled={reset.isPending}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Use environment settings
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** An on/off switch: a button with role="switch", so it is announced as one and toggles with Space. */
function EnabledSwitch({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Enabled
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          checked ? 'bg-primary' : 'bg-border',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-surface shadow-sm transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
