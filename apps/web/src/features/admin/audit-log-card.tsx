import { History } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_MESSAGES, type TAuditEntry } from '@pantau/contracts';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useAuditLog } from './admin-api';
import { PanelError } from './panel-error';

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function describe(entry: TAuditEntry): string {
  switch (entry.action) {
    case 'user_suspended':
      return 'suspended';
    case 'user_unsuspended':
      return 'unsuspended';
    case 'user_role_changed':
      return `changed the role (${entry.details.from ?? '?'} → ${entry.details.to ?? '?'}) of`;
  }
}

/** GET /api/admin/audit-log: who did what to whom, when. */
export function AuditLogCard() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const pagination = log.data?.pagination;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit Log</CardTitle>
        <CardDescription>Admin actions on accounts.</CardDescription>
      </CardHeader>
      <CardContent>
        {log.isPending ? (
          <Spinner className="size-5" />
        ) : log.isError ? (
          <PanelError
            what="audit log"
            message={ADMIN_MESSAGES.fetchAuditLogFailed}
            onRetry={() => void log.refetch()}
          />
        ) : log.data.entries.length === 0 ? (
          <p className="text-sm text-muted">No admin actions yet.</p>
        ) : (
          <ul className="space-y-3" aria-label="Audit log">
            {log.data.entries.map((entry) => (
              <li key={entry.id} className="flex gap-3 text-sm">
                <History className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="break-words">
                    <span className="font-medium">{entry.actor?.full_name ?? 'Deleted account'}</span>{' '}
                    {describe(entry)}{' '}
                    <span className="font-medium">{entry.target?.full_name ?? 'a deleted account'}</span>
                  </p>
                  <p className="truncate text-xs text-muted">
                    {entry.target?.email ? `${entry.target.email} · ` : ''}
                    {when.format(new Date(entry.created_at))}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {pagination && pagination.totalPages > 1 ? (
          <div className="mt-4 flex items-center justify-between border-t border-border pt-3 text-sm">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span className="text-muted tabular-nums">
              {pagination.page} / {pagination.totalPages}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pagination.totalPages}
              onClick={() => setPage(page + 1)}
            >
              Older
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
