import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Time, UTCTimestamp } from 'lightweight-charts';
import { CHART_TIMEFRAMES, INTRADAY_TIMEFRAMES, type TChartTimeframe } from '@pantau/contracts';
import { pickTimeframe } from '@pantau/market/technical-analysis';
import { readSymbolParam, symbolChange } from '@/lib/symbol-param';
import { useLiveRefresh } from '@/lib/use-live-refresh';
import { useUrlParams } from '@/lib/use-url-params';
import { Card, CardContent } from '@/ui/card';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { LiveStatus } from '@/ui/live-status';
import { EmptyState, QueryError } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { ChartErrorBoundary } from './chart-error-boundary';
import type { PriceAdjust } from './chart-model';
import { ChartToolbarButtons } from './chart-toolbar-buttons';
import { useStoredSetting } from './chart-storage';
import { csvChartCandles, lastCloseOf, type CsvDataset } from './csv-source';
import { ExDateList } from './ex-date-list';
import { FootprintPanel } from './footprint/footprint-panel';
import type { ChartCandle, ExDateMarker } from './indicator-series';
import { LastClose } from './last-close';
import { ChartSkeleton } from './chart-skeleton';
import { PriceChart } from './price-chart';
import { SymbolSearch } from './symbol-search';
import { technicalAnalysisKeys, useCandles, type IntradayTimeframe } from './technical-analysis-api';
import { TimeframeSelect } from './timeframe-select';
import { useChartColors } from './use-chart-colors';

export type ChartStyle = 'line' | 'candles' | 'footprint';
const STYLE_OPTIONS: { value: ChartStyle; label: string }[] = [
  { value: 'line', label: 'Line' },
  { value: 'candles', label: 'Candles' },
  { value: 'footprint', label: 'Footprint' },
];
const ADJUST_OPTIONS: { value: PriceAdjust; label: string }[] = [
  { value: 'adjusted', label: 'Adjusted' },
  { value: 'raw', label: 'Raw' },
];
const ADJUST_HINT =
  'Adjusted: prices before a split, bonus, rights issue or dividend are scaled so the chart runs on without the jump. Raw: prices as traded.';
const DEFAULT_SYMBOL = 'BBCA';
const DEFAULT_TIMEFRAME: TChartTimeframe = '1D';

const isTimeframe = (value: string | null): value is TChartTimeframe =>
  value !== null && (CHART_TIMEFRAMES as readonly string[]).includes(value);
const isStyle = (value: string | null): value is ChartStyle =>
  value === 'line' || value === 'candles' || value === 'footprint';
const isIntraday = (value: TChartTimeframe): value is IntradayTimeframe =>
  (INTRADAY_TIMEFRAMES as readonly string[]).includes(value);
// The API sends intraday times as plain epoch seconds; lightweight-charts wants them branded.
const chartTime = (time: string | number): Time => (typeof time === 'number' ? (time as UTCTimestamp) : time);
const NO_EX_DATES: readonly ExDateMarker[] = [];

export function TechnicalAnalysisPage() {
  const [params, updateParams] = useUrlParams();
  const symbol = readSymbolParam(params) || DEFAULT_SYMBOL;
  const tfParam = params.get('tf');
  const requested: TChartTimeframe = isTimeframe(tfParam) ? tfParam : DEFAULT_TIMEFRAME;
  const styleParam = params.get('style');
  const style: ChartStyle = isStyle(styleParam) ? styleParam : 'candles';

  const [csv, setCsv] = useState<CsvDataset | null>(null);
  const [indicators, setIndicators] = useStoredSetting('chartIndicators');
  const [paneHeight, setPaneHeight] = useStoredSetting('indicatorChartHeight');
  const [rsiSettings, setRsiSettings] = useStoredSetting('rsiSettings');
  const [volumeSettings, setVolumeSettings] = useStoredSetting('volumeHistogramSettings');
  const [lineColors, setLineColors] = useStoredSetting('chartColors');
  const [adjust, setAdjust] = useStoredSetting('chartPriceAdjust');
  const { colors, saveColors } = useChartColors();

  const candles = useCandles({ symbol, timeframe: requested, adjust }, csv === null);
  const api = candles.data?.symbol === symbol ? candles.data : undefined;
  const footprint = style === 'footprint' && csv === null;
  // The previous answer's kind while the next symbol loads, so the toggle does not blink out.
  const adjustable = csv === null && style !== 'footprint' && candles.data?.kind === 'stock';
  // Only a stock's own candles trade live (an index or a CSV file never does); the footprint panel
  // follows its day itself. Every window ends at the newest data, so a batch for the last day shown,
  // or a newer one that joins it, changes what the chart shows.
  const liveCandles = csv === null && !footprint && api?.kind === 'stock';
  const live = useLiveRefresh({
    symbols: [symbol],
    queryKeys: [technicalAnalysisKeys.stockCandles(symbol)],
    accepts: (date) => !api?.to || date >= api.to,
    enabled: liveCandles,
  });
  const liveShown = liveCandles && live.liveDate !== null && live.liveDate === api.to;

  const view = useMemo(() => {
    if (csv) {
      const shown = csvChartCandles(csv, requested);
      return { ...shown, allowed: csv.allowed, exDates: NO_EX_DATES, ...lastCloseOf(shown.candles) };
    }
    if (!api) return null;
    const chartCandles: ChartCandle[] = api.candles.map((candle) => ({
      ...candle,
      time: chartTime(candle.time),
    }));
    const intradayAllowed = api.allowedTimeframes.filter(isIntraday);
    const allowed = footprint ? intradayAllowed : api.allowedTimeframes;
    return {
      timeframe: footprint ? pickTimeframe(requested, intradayAllowed) : api.timeframe,
      allowed,
      candles: chartCandles,
      exDates: api.markers.map((marker) => ({ ...marker, time: chartTime(marker.time) })),
      lastClose: api.lastClose,
      change: api.change,
      changePercent: api.changePercent,
    };
  }, [csv, api, requested, footprint]);

  // Spec §4: a timeframe the data does not allow falls back to the first allowed one. Only an answer
  // to the requested query counts: the previous timeframe's candles shown while the new ones load
  // would otherwise undo the user's choice.
  const answered = csv !== null || !candles.isPlaceholderData;
  useEffect(() => {
    if (answered && view && view.allowed.length > 0 && view.timeframe !== requested)
      updateParams({ tf: view.timeframe });
  }, [answered, view, requested, updateParams]);

  const setSymbol = useCallback(
    (next: string) => {
      setCsv(null);
      updateParams(symbolChange(next));
    },
    [updateParams],
  );
  const shownSymbol = csv ? csv.symbol : symbol;

  const renderChart = () => {
    if (footprint) {
      if (candles.isError) return <QueryError error={candles.error} onRetry={() => void candles.refetch()} />;
      if (!view) return <ChartSkeleton />;
      if (view.allowed.length === 0) {
        return <EmptyState>Footprint needs trade records; none exist for {symbol}.</EmptyState>;
      }
      return (
        <FootprintPanel symbol={symbol} timeframe={view.timeframe as IntradayTimeframe} colors={colors} />
      );
    }
    if (!csv && candles.isError)
      return <QueryError error={candles.error} onRetry={() => void candles.refetch()} />;
    if (!view) return <ChartSkeleton />;
    if (view.candles.length === 0)
      return <EmptyState>No candles for {shownSymbol} on this timeframe.</EmptyState>;
    return (
      <PriceChart
        candles={view.candles}
        exDates={view.exDates}
        style={style === 'line' ? 'line' : 'candles'}
        indicators={indicators}
        colors={colors}
        lineColors={lineColors}
        rsiSettings={rsiSettings}
        volumeSettings={volumeSettings}
        paneHeight={paneHeight}
        resetKey={`${shownSymbol}|${view.timeframe}|${csv?.fileName ?? ''}`}
        symbol={shownSymbol}
      />
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Technical Analysis"
        description={
          'Price charts with indicators in their own panes, including a footprint chart of bid and ask volume at each price.'
        }
        note={csv ? null : <CoverageNote symbol={api?.kind === 'stock' ? api.symbol : null} />}
      />
      <Card>
        <CardContent className="space-y-4 p-4 sm:p-6">
          <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
            <SymbolSearch symbol={shownSymbol} onChange={setSymbol} />
            <TimeframeSelect
              value={view?.timeframe ?? requested}
              allowed={view?.allowed ?? []}
              onChange={(next) => updateParams({ tf: next })}
            />
            <SegmentedControl
              label="Chart style"
              value={style}
              options={STYLE_OPTIONS}
              onChange={(next) => updateParams({ style: next })}
            />
            {adjustable ? (
              <SegmentedControl
                label="Prices"
                hint={ADJUST_HINT}
                value={adjust}
                options={ADJUST_OPTIONS}
                onChange={setAdjust}
              />
            ) : null}
            <ChartToolbarButtons
              indicators={indicators}
              onIndicatorsChange={setIndicators}
              paneHeight={paneHeight}
              onPaneHeightChange={setPaneHeight}
              rsiSettings={rsiSettings}
              onRsiSettingsChange={setRsiSettings}
              volumeSettings={volumeSettings}
              onVolumeSettingsChange={setVolumeSettings}
              lineColors={lineColors}
              onLineColorsChange={setLineColors}
              colors={colors}
              onColorsSave={saveColors}
              csv={csv}
              onCsvChange={setCsv}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <LastClose
              symbol={shownSymbol}
              source={csv ? csv.fileName : null}
              lastClose={view?.lastClose ?? null}
              change={view?.change ?? null}
              changePercent={view?.changePercent ?? null}
              trading={liveShown}
            />
            {liveShown ? (
              <LiveStatus
                subject={`${symbol} chart`}
                status={live.status}
                lastTradeTime={live.lastTradeTime}
                error={live.error}
              />
            ) : null}
          </div>
          {style === 'footprint' && csv ? (
            <p className="text-sm text-muted">
              Footprint needs trade records, which a CSV file does not have.
            </p>
          ) : null}
          <ChartErrorBoundary>{renderChart()}</ChartErrorBoundary>
          {footprint ? null : <ExDateList exDates={view?.exDates ?? NO_EX_DATES} />}
        </CardContent>
      </Card>
    </div>
  );
}
