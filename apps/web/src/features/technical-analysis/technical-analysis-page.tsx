import { PageHeader } from '@/ui/page-header';

export function TechnicalAnalysisPage() {
  return (
    <PageHeader
      title="Technical Analysis"
      description={
        'Price charts with indicators in their own panes, including a footprint chart of bid and ask volume at each price.'
      }
    />
  );
}
