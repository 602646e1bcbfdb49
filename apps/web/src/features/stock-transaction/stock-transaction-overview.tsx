import { SectionOverview } from '@/ui/section-overview';
import { STOCK_TRANSACTION_VIEWS } from './sub-views';

export function StockTransactionOverview() {
  return (
    <SectionOverview
      title="Stock Transaction"
      description="A stock's trades in detail: what was done at each price and between which brokers."
      views={STOCK_TRANSACTION_VIEWS}
    />
  );
}
