import type { TImportKind, TImportTrigger, TMarketDataset, TRequestedImportKind } from '@pantau/contracts';

/** The kinds as the upload's select offers them, `auto` first as the default. */
export const KIND_LABELS: Record<TRequestedImportKind, string> = {
  auto: 'Detect automatically',
  trades: 'Trade records',
  'stock-summary': 'Stock Summary',
  'index-summary': 'Index Summary',
  'ksei-balancepos': 'KSEI Balancepos',
  bars: 'Daily bars (CSV)',
  'broker-summary': 'Broker Summary (market-wide)',
  ownership: 'Ownership CSV',
  'corporate-actions': 'Corporate actions (CSV)',
  'index-members': 'Index members (CSV)',
  holidays: 'Exchange holidays (CSV)',
  stocks: 'Stock list (CSV or XLSX)',
};

export const REQUESTED_KINDS = Object.keys(KIND_LABELS) as TRequestedImportKind[];

export const TRIGGER_LABELS: Record<TImportTrigger, string> = {
  upload: 'Upload',
  feed: 'Feed',
  inbox: 'Inbox',
  cli: 'Command line',
};

/**
 * Each dataset a day can hold, with the letter the calendar marks it with: the letter and the
 * legend carry the meaning, the colour only helps the eye.
 */
export const DATASETS: ReadonlyArray<{
  dataset: TMarketDataset;
  field: 'trade_records' | 'stock_summary' | 'index_summary' | 'broker_summary' | 'ownership';
  label: string;
  letter: string;
  /** What the day's count counts, singular and plural. */
  unit: readonly [string, string];
  tone: string;
}> = [
  {
    dataset: 'trade-records',
    field: 'trade_records',
    label: 'Trade records',
    letter: 'T',
    unit: ['record', 'records'],
    tone: 'bg-primary-soft text-primary',
  },
  {
    dataset: 'stock-summary',
    field: 'stock_summary',
    label: 'Stock Summary',
    letter: 'S',
    unit: ['stock', 'stocks'],
    tone: 'bg-up/15 text-up',
  },
  {
    dataset: 'index-summary',
    field: 'index_summary',
    label: 'Index Summary',
    letter: 'I',
    unit: ['index', 'indices'],
    tone: 'bg-accent-soft text-accent',
  },
  {
    dataset: 'broker-summary',
    field: 'broker_summary',
    label: 'Broker Summary',
    letter: 'B',
    unit: ['broker', 'brokers'],
    tone: 'bg-surface-muted text-fg',
  },
  {
    dataset: 'ownership',
    field: 'ownership',
    label: 'Ownership',
    letter: 'O',
    unit: ['stock', 'stocks'],
    tone: 'bg-down/10 text-down',
  },
];

export const kindLabel = (kind: TImportKind | null, requested: TRequestedImportKind) =>
  kind ? KIND_LABELS[kind] : requested === 'auto' ? 'Not detected' : KIND_LABELS[requested];
