import { LinkCard, LinkCardGrid } from '@/ui/link-card';
import { PageHeader } from '@/ui/page-header';
import { STOCK_TRANSACTION_VIEWS } from './sub-views';

export function StockTransactionOverview() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Stock Transaction"
        description="A stock's trades in detail: what was done at each price and between which brokers."
      />
      <LinkCardGrid>
        {Object.values(STOCK_TRANSACTION_VIEWS).map((view) => (
          <LinkCard
            key={view.path}
            to={view.path}
            title={view.title}
            description={view.description}
            icon={view.icon}
          />
        ))}
      </LinkCardGrid>
    </div>
  );
}
