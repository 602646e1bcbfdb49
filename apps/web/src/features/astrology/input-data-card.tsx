import type { TGetAstrologyData } from '@pantau/contracts';
import { Card, CardContent } from '@/ui/card';
import { formatNumber, formatShortDate } from '@/lib/format';

/** 'Input Data Astrology': the records the filters leave, out of the chosen stock's records. */
export function InputDataCard({ data, symbol }: { data: TGetAstrologyData; symbol: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-4">
        <p className="text-sm font-medium text-muted">Input Data Astrology</p>
        <p className="text-3xl font-semibold tabular-nums" data-testid="input-data-count">
          {formatNumber(data.matchingRecords)}
        </p>
        <p className="text-sm text-muted">
          of {formatNumber(data.totalRecords)} trading-day records
          {symbol === 'ALL' ? ' of the eight stocks' : ` of ${symbol}`}
          {data.from && data.to ? (
            <>
              {' · '}
              <time dateTime={data.from}>{formatShortDate(data.from)}</time> –{' '}
              <time dateTime={data.to}>{formatShortDate(data.to)}</time>
            </>
          ) : null}
        </p>
      </CardContent>
    </Card>
  );
}
