import type { ReactNode } from 'react';
import { DateSelectionCard } from '@/ui/date-selection-card';
import { StockPicker } from '@/ui/stock-picker';
import type { DateSelection } from './use-date-selection';

/** 'Stock Selection & Date Range (Max 7 Days)': stock, from/to + add, Quick Select, chips. */
export function SelectionCard({
  selection,
  summary,
  children,
}: {
  selection: DateSelection;
  /** One line naming the choice; on a phone the card folds into it (see DateSelectionCard). */
  summary?: string;
  children?: ReactNode;
}) {
  return (
    <DateSelectionCard
      title="Stock Selection & Date Range (Max 7 Days)"
      picker={<StockPicker ticker={selection.ticker} onChange={selection.setTicker} />}
      selection={selection}
      summary={summary}
    >
      {children}
    </DateSelectionCard>
  );
}
