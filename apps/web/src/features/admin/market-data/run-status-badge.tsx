import type { TImportStatus } from '@pantau/contracts';
import { Badge, type BadgeTone } from '@/ui/badge';

const STATUS: Record<TImportStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'muted' },
  running: { label: 'Running', tone: 'info' },
  done: { label: 'Done', tone: 'up' },
  failed: { label: 'Failed', tone: 'down' },
};

export function RunStatusBadge({ status }: { status: TImportStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}
