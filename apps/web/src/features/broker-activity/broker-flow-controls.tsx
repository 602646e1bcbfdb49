import { MAX_BROKER_FLOW_BROKERS, type TBroker, type TBrokerFlowBroker } from '@pantau/contracts';
import { useId } from 'react';
import { formatShortDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { inputClasses } from '@/ui/input';
import { Label } from '@/ui/label';
import { SegmentedControl } from '@/ui/segmented-control';
import { StockPicker } from '@/ui/stock-picker';
import { formatNet } from './broker-flow-chart';
import type { FlowMeasure } from './broker-flow-params';
import { InventoryBrokerChips } from './inventory-broker-chips';

const MEASURE_OPTIONS: { value: FlowMeasure; label: string }[] = [
  { value: 'value', label: 'Value' },
  { value: 'volume', label: 'Volume' },
];

export type BrokerFlowControlsProps = {
  ticker: string;
  onTicker: (ticker: string) => void;
  /** The day shown or asked for; null until the server has named the latest one. */
  date: string | null;
  /** Days with trade records, newest first. */
  tradeDates: readonly string[];
  onDate: (date: string) => void;
  measure: FlowMeasure;
  onMeasure: (measure: FlowMeasure) => void;
  /** The chosen brokers in chart order. */
  codes: readonly string[];
  directory: ReadonlyMap<string, TBroker>;
  /** Brokers active that day, by code: what can be added. */
  active: readonly TBrokerFlowBroker[];
  /** Whether the brokers were picked by hand rather than the day's top buyers and sellers. */
  custom: boolean;
  onBrokers: (codes: string[] | null) => void;
};

/** Ticker, trading day, Value/Volume and the broker chips with an 'Add broker' list of the day's brokers. */
export function BrokerFlowControls(props: BrokerFlowControlsProps) {
  const dateId = useId();
  const addId = useId();
  const { codes, date } = props;
  // A date typed into the URL stays selectable, so the select shows what the chart shows.
  const dates = date && !props.tradeDates.includes(date) ? [date, ...props.tradeDates] : props.tradeDates;
  const addable = props.active.filter((broker) => !codes.includes(broker.code));
  const full = codes.length >= MAX_BROKER_FLOW_BROKERS;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Ticker, Day & Brokers</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,14rem)_auto] sm:items-end">
          <StockPicker
            ticker={props.ticker}
            onChange={props.onTicker}
            label="Ticker"
            emptyText="No tickers found"
          />
          <div className="space-y-1.5">
            <Label htmlFor={dateId}>Date</Label>
            <select
              id={dateId}
              className={cn(inputClasses, 'w-full')}
              value={date ?? ''}
              disabled={dates.length === 0}
              onChange={(event) => props.onDate(event.target.value)}
            >
              {date ? null : <option value="">Latest day</option>}
              {dates.map((tradeDate) => (
                <option key={tradeDate} value={tradeDate}>
                  {formatShortDate(tradeDate)}
                </option>
              ))}
            </select>
          </div>
          <SegmentedControl
            label="Measure"
            value={props.measure}
            options={MEASURE_OPTIONS}
            onChange={props.onMeasure}
          />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full space-y-1.5 sm:w-72">
            <Label htmlFor={addId}>Add broker</Label>
            <select
              id={addId}
              className={cn(inputClasses, 'w-full')}
              value=""
              disabled={full || addable.length === 0}
              onChange={(event) => event.target.value && props.onBrokers([...codes, event.target.value])}
            >
              <option value="">
                {full
                  ? `Maksimal ${MAX_BROKER_FLOW_BROKERS} broker`
                  : `Brokers active that day (${addable.length})`}
              </option>
              {addable.map((broker) => (
                <option key={broker.code} value={broker.code}>
                  {[broker.code, broker.name, formatNet(broker.netValue, 'value')]
                    .filter(Boolean)
                    .join(' · ')}
                </option>
              ))}
            </select>
          </div>
          {props.custom ? (
            <Button variant="outline" onClick={() => props.onBrokers(null)}>
              Top 5 buyers & sellers
            </Button>
          ) : null}
        </div>
        <InventoryBrokerChips
          codes={codes}
          directory={props.directory}
          onRemove={(code) => props.onBrokers(codes.filter((candidate) => candidate !== code))}
        />
      </CardContent>
    </Card>
  );
}
