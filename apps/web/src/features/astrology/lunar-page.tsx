import { PageHeader } from '@/ui/page-header';
import { ASTROLOGY_VIEWS } from './sub-views';

export function LunarPage() {
  const view = ASTROLOGY_VIEWS.lunar;
  return <PageHeader title={view.title} description={view.description} />;
}
