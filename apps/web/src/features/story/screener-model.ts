import type { TScreenerRow } from '@pantau/contracts';
import { normalizeRow } from '@pantau/market/screener';
import { DATE_KEYS, MA_COLUMNS, VOLUME_COLUMNS } from './screener-rules';

/**
 * The heat columns come in two groups normalized separately: price changes (W-4..D0 and %1D) and
 * volume changes (V%1d..V%100d). Mixing them would let a +300 % volume spike flatten every price
 * move of the row to the bottom band.
 */
export type HeatGroup = 'change' | 'volume';

export type ScreenerColumn =
  | { id: string; label: string; kind: 'symbol' }
  | { id: string; label: string; kind: 'heat'; group: HeatGroup; index: number }
  | { id: string; label: string; kind: 'flag'; key: (typeof MA_COLUMNS)[number]['key'] }
  | { id: 'price' | 'volume'; label: string; kind: 'number' };

export type ScreenerEntry = {
  row: TScreenerRow;
  raw: Record<HeatGroup, (number | null)[]>;
  normalized: Record<HeatGroup, (number | null)[]>;
};

const CHANGE_COLUMNS: ScreenerColumn[] = [
  ...DATE_KEYS.map((key, index) => ({
    id: key,
    label: key,
    kind: 'heat' as const,
    group: 'change' as const,
    index,
  })),
  { id: 'percent1d', label: '%1D', kind: 'heat', group: 'change', index: DATE_KEYS.length },
];

/** Column order of spec §2: symbol, W-4..D0, %1D, optional V% and >ma columns, Price, Volume. */
export function screenerColumns(options: {
  volumeChange: boolean;
  movingAverage: boolean;
}): ScreenerColumn[] {
  return [
    { id: 'symbol', label: 'Ticker', kind: 'symbol' },
    ...CHANGE_COLUMNS,
    ...(options.volumeChange
      ? VOLUME_COLUMNS.map((column, index) => ({
          id: column.key,
          label: column.label,
          kind: 'heat' as const,
          group: 'volume' as const,
          index,
        }))
      : []),
    ...(options.movingAverage
      ? MA_COLUMNS.map((column) => ({
          id: column.key,
          label: column.label,
          kind: 'flag' as const,
          key: column.key,
        }))
      : []),
    { id: 'price', label: 'Price', kind: 'number' },
    { id: 'volume', label: 'Volume', kind: 'number' },
  ];
}

export function buildEntries(rows: readonly TScreenerRow[]): ScreenerEntry[] {
  return rows.map((row) => {
    const change = [...DATE_KEYS.map((key) => row.dates[key]), row.percent1d];
    const volume = VOLUME_COLUMNS.map((column) => row.volumeChanges[column.key]);
    return {
      row,
      raw: { change, volume },
      normalized: { change: normalizeRow(change), volume: normalizeRow(volume) },
    };
  });
}

/** What a cell shows (and sorts by): normalized 0-100 with Normalize on, else the raw value. */
export function cellValue(
  entry: ScreenerEntry,
  column: ScreenerColumn,
  normalize: boolean,
): number | string | null {
  switch (column.kind) {
    case 'symbol':
      return entry.row.symbol;
    case 'heat':
      return (normalize ? entry.normalized : entry.raw)[column.group][column.index] ?? null;
    case 'flag': {
      const flag = entry.row.maIndicators[column.key];
      return flag === null ? null : flag === 'v' ? 1 : 0;
    }
    case 'number':
      return entry.row[column.id];
  }
}
