import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, type ReactNode, type RefObject } from 'react';
import type { TBroker } from '@pantau/contracts';
import { formatLot, formatNumber } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/ui/cn';
import { formatTradeTime } from '@/lib/format';
import { BrokerCode, InvestorType, PriceChange, SideBadge } from './trade-cells';
import type { TapeTrade } from './trade-tape';

const ROW_HEIGHT = 32;

type Brokers = ReadonlyMap<string, TBroker>;
type Column = {
  id: string;
  header: ReactNode;
  /**
   * Pixels. A phone's add up to 310: a 390 px screen leaves about 314 inside the page and card
   * padding and a scrollbar, measured with a wide font (DejaVu Sans).
   */
  width: number;
  /** Only the columns with a phone width are shown on a phone. */
  phoneWidth?: number;
  phoneHeader?: string;
  align: 'left' | 'right' | 'center';
  cell: (trade: TapeTrade, brokers: Brokers) => ReactNode;
};

function Abbr({ short, long }: { short: string; long: string }) {
  return (
    <>
      <span aria-hidden="true" title={long}>
        {short}
      </span>
      <span className="sr-only">{long}</span>
    </>
  );
}

const COLUMNS: readonly Column[] = [
  {
    id: 'time',
    header: 'Time WIB',
    phoneHeader: 'Time',
    width: 88,
    phoneWidth: 60,
    align: 'left',
    cell: (trade) => formatTradeTime(trade.time),
  },
  {
    id: 'code',
    header: 'Code',
    width: 96,
    phoneWidth: 48,
    align: 'left',
    cell: (trade) => (
      <>
        <span className="font-semibold">{trade.symbol}</span>
        {trade.board === 'RG' ? null : (
          <span className="ml-1 text-[10px] font-medium text-muted" title="Board">
            {trade.board}
          </span>
        )}
      </>
    ),
  },
  {
    id: 'price',
    header: 'Price',
    width: 80,
    phoneWidth: 48,
    align: 'right',
    cell: (trade) => formatNumber(trade.price),
  },
  {
    id: 'change',
    header: 'Change',
    width: 132,
    align: 'right',
    cell: (trade) => <PriceChange change={trade.change} price={trade.price} />,
  },
  {
    id: 'lot',
    header: 'Lot',
    width: 88,
    phoneWidth: 48,
    align: 'right',
    cell: (trade) => formatLot(trade.lot),
  },
  {
    id: 'buyer',
    header: 'Buyer',
    phoneHeader: 'Buy',
    width: 84,
    phoneWidth: 30,
    align: 'center',
    cell: (trade, brokers) => <BrokerCode code={trade.buyer} broker={brokers.get(trade.buyer)} />,
  },
  {
    id: 'buyerType',
    header: <Abbr short="BT" long="Buyer type" />,
    width: 48,
    align: 'center',
    cell: (trade) => <InvestorType type={trade.buyerType} />,
  },
  {
    id: 'seller',
    header: 'Seller',
    phoneHeader: 'Sell',
    width: 84,
    phoneWidth: 30,
    align: 'center',
    cell: (trade, brokers) => <BrokerCode code={trade.seller} broker={brokers.get(trade.seller)} />,
  },
  {
    id: 'sellerType',
    header: <Abbr short="ST" long="Seller type" />,
    width: 48,
    align: 'center',
    cell: (trade) => <InvestorType type={trade.sellerType} />,
  },
  {
    id: 'side',
    header: 'Side',
    width: 80,
    phoneWidth: 46,
    align: 'center',
    cell: (trade) => <SideBadge side={trade.side} />,
  },
];

const PHONE_COLUMNS = COLUMNS.filter((column) => column.phoneWidth !== undefined);
const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/** Memoised: a frame that prepends trades renders the new rows, not the thirty already shown. */
const TradeRow = memo(function TradeRow({
  trade,
  rowIndex,
  columns,
  brokers,
}: {
  trade: TapeTrade;
  rowIndex: number;
  columns: readonly Column[];
  brokers: Brokers;
}) {
  return (
    <tr
      aria-rowindex={rowIndex}
      data-symbol={trade.symbol}
      className="[&>*]:border-b [&>*]:border-border/60"
      style={{ height: ROW_HEIGHT }}
    >
      {columns.map((column) => (
        <td key={column.id} className={cn('truncate px-[3px] tabular-nums sm:px-3', ALIGN[column.align])}>
          {column.cell(trade, brokers)}
        </td>
      ))}
    </tr>
  );
});

/**
 * The running trade, newest first. Only the rows in view (and a margin) are in the page; the table
 * says how many there are in all. `onScrolledDown` tells when the member leaves the top of the list
 * and comes back: rows arriving above would push what they read out of view. Memoised: while the
 * tape is held, the card re-renders with each frame's count and the rows stay as they are.
 */
export const RunningTradeTable = memo(function RunningTradeTable({
  rows,
  brokers,
  scrollRef,
  onScrolledDown,
}: {
  rows: readonly TapeTrade[];
  brokers: Brokers;
  scrollRef: RefObject<HTMLDivElement | null>;
  onScrolledDown: (down: boolean) => void;
}) {
  const wasDown = useRef(false);
  const phone = !useMediaQuery('(min-width: 640px)');
  const columns = phone ? PHONE_COLUMNS : COLUMNS;
  const widthOf = (column: Column) => (phone ? (column.phoneWidth ?? column.width) : column.width);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // Scroll updates render with the next frame instead of synchronously inside the scroll event.
    useFlushSync: false,
  });

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Running trade"
      tabIndex={0}
      onScroll={(event) => {
        const down = event.currentTarget.scrollTop > ROW_HEIGHT;
        if (down === wasDown.current) return;
        wasDown.current = down;
        onScrolledDown(down);
      }}
      className="max-h-[70vh] overflow-auto rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table
        aria-rowcount={rows.length + 1}
        className="w-full table-fixed border-separate border-spacing-0 text-xs sm:text-sm"
        style={{ minWidth: columns.reduce((sum, column) => sum + widthOf(column), 0) }}
      >
        <caption className="sr-only">Running trade, newest first</caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: widthOf(column) }} />
          ))}
        </colgroup>
        <thead className="text-muted">
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  'sticky top-0 z-[1] h-9 bg-surface-muted px-[3px] font-semibold whitespace-nowrap sm:px-3',
                  ALIGN[column.align],
                )}
              >
                {phone ? (column.phoneHeader ?? column.header) : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: before }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const trade = rows[item.index] as TapeTrade;
            return (
              <TradeRow
                key={trade.seq}
                trade={trade}
                rowIndex={item.index + 2}
                columns={columns}
                brokers={brokers}
              />
            );
          })}
          {after > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: after }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
});
