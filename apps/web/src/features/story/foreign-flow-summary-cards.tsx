import type { TForeignFlowSummary } from '@pantau/contracts';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/ui/card';
import { cn } from '@/ui/cn';
import { formatShortDate } from '@/lib/format';
import { formatShortRupiah, formatShortShares } from './ownership-format';

type Sum = TForeignFlowSummary['last5'];

function tone(value: number) {
  return value > 0 ? 'text-up' : value < 0 ? 'text-down' : undefined;
}

function streakText(streak: TForeignFlowSummary['streak']): string {
  if (streak.side === 'none') return 'No streak';
  const days = `${streak.days} ${streak.days === 1 ? 'day' : 'days'}`;
  return `${days} net ${streak.side}`;
}

function SummaryCard({
  label,
  testId,
  value,
  valueTone,
  lines,
}: {
  label: string;
  testId: string;
  value: string;
  valueTone?: string;
  lines: ReactNode[];
}) {
  return (
    <Card data-testid={testId}>
      <CardContent className="space-y-1 p-4 sm:p-5">
        <p className="text-sm text-muted">{label}</p>
        <p data-testid={`${testId}-value`} className={cn('text-2xl font-semibold tabular-nums', valueTone)}>
          {value}
        </p>
        {lines.map((line, index) => (
          <p key={index} data-testid={`${testId}-line`} className="text-xs text-muted tabular-nums">
            {line}
          </p>
        ))}
      </CardContent>
    </Card>
  );
}

function sumLines(sum: Sum): string[] {
  return [`${formatShortRupiah(sum.netValue, { signed: true })} over ${sum.days} days`];
}

/** Net foreign streak and the 5- and 20-day net foreign sums (shares, then rupiah). */
export function ForeignFlowSummaryCards({ summary }: { summary: TForeignFlowSummary }) {
  const { streak, last5, last20 } = summary;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <SummaryCard
        label="Net Foreign Streak"
        testId="flow-streak"
        value={streakText(streak)}
        valueTone={streak.side === 'buy' ? 'text-up' : streak.side === 'sell' ? 'text-down' : undefined}
        lines={
          streak.since
            ? [
                <>
                  Since <time dateTime={streak.since}>{formatShortDate(streak.since)}</time>
                </>,
                `${formatShortShares(streak.netBuy, { signed: true })} shares · ${formatShortRupiah(streak.netValue, { signed: true })}`,
              ]
            : ['The latest day had no net foreign flow']
        }
      />
      <SummaryCard
        label="5-Day Net Foreign"
        testId="flow-sum-5"
        value={`${formatShortShares(last5.netBuy, { signed: true })} shares`}
        valueTone={tone(last5.netBuy)}
        lines={sumLines(last5)}
      />
      <SummaryCard
        label="20-Day Net Foreign"
        testId="flow-sum-20"
        value={`${formatShortShares(last20.netBuy, { signed: true })} shares`}
        valueTone={tone(last20.netBuy)}
        lines={sumLines(last20)}
      />
    </div>
  );
}
