import { Ban } from 'lucide-react';
import type { TIngestKey } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { useConfirm } from '@/ui/confirm-dialog';
import { ScrollRegion } from '@/ui/scroll-region';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toaster';
import { PanelEmpty, PanelQueryState } from '../panel-error';
import { useIngestKeys, useRevokeIngestKey } from './live-feed-api';

const COLUMNS = ['Name', 'Prefix', 'Created', 'Last used', 'Status'];

// The header stays in view while the rows scroll under it; a shadow stands in for its bottom border.
const headCell =
  'sticky top-0 z-[2] bg-surface pr-4 pb-2.5 font-medium shadow-[inset_0_-1px_0_var(--color-border)]';

function Instant({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

function KeyRow({
  ingestKey,
  revoking,
  onRevoke,
}: {
  ingestKey: TIngestKey;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const revokedAt = ingestKey.revoked_at;
  return (
    // Muted by colour, not opacity, so a revoked row keeps its text contrast.
    <tr className={cn('align-middle', revokedAt && 'text-muted')}>
      <td className="min-w-40 py-3 pr-4 break-words">{ingestKey.name}</td>
      <td className="py-3 pr-4 font-mono whitespace-nowrap">{ingestKey.prefix}…</td>
      <td className="py-3 pr-4 whitespace-nowrap">
        <Instant at={ingestKey.created_at} />
        {ingestKey.created_by ? (
          <span className="block text-xs text-muted">by {ingestKey.created_by}</span>
        ) : null}
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">
        {ingestKey.last_used_at ? <Instant at={ingestKey.last_used_at} /> : 'Never'}
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">
        {revokedAt ? (
          <>
            <Badge tone="down">Revoked</Badge>
            <span className="block pt-1 text-xs">
              <Instant at={revokedAt} />
            </span>
          </>
        ) : (
          <Badge tone="up">Active</Badge>
        )}
      </td>
      <td className="py-3 text-right">
        {revokedAt ? null : (
          <Button
            variant="ghost"
            size="sm"
            disabled={revoking}
            aria-label={`Revoke ${ingestKey.name} (${ingestKey.prefix})`}
            onClick={onRevoke}
          >
            {revoking ? (
              <Spinner className="size-3.5" />
            ) : (
              <Ban className="size-4 text-down" aria-hidden="true" />
            )}
            Revoke
          </Button>
        )}
      </td>
    </tr>
  );
}

/** GET /api/admin/ingest-keys, newest first; a revoked key stays listed with when it was revoked. */
export function IngestKeyList() {
  const keys = useIngestKeys();
  const revoke = useRevokeIngestKey();
  const confirm = useConfirm();

  async function onRevoke(ingestKey: TIngestKey) {
    const ok = await confirm({
      title: `Revoke ${ingestKey.name}?`,
      description: `A feed presenting the key ${ingestKey.prefix}… is refused from now on. A revoked key cannot be restored: give the feed a new one.`,
      confirmText: 'Revoke',
      cancelText: 'Keep',
      destructive: true,
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync(ingestKey.id);
      toast.success(`${ingestKey.name} revoked`);
    } catch (error) {
      toast.error('Key not revoked', { description: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="ingest-key-list" className="min-w-0 space-y-4">
      <h4 id="ingest-key-list" className="font-semibold">
        Keys
      </h4>
      {keys.isPending || keys.isError ? (
        <PanelQueryState query={keys} what="ingest keys" className="min-h-24" />
      ) : keys.data.length === 0 ? (
        <PanelEmpty>No ingest keys yet: create one for each feed.</PanelEmpty>
      ) : (
        <ScrollRegion
          label="Ingest keys"
          className="-mx-5 max-h-[24rem] px-5 sm:-mx-6 sm:px-6 xl:mx-0 xl:px-0"
        >
          <table aria-label="Ingest keys" className="w-full min-w-[44rem] text-sm">
            <thead>
              <tr className="text-left text-xs tracking-wide text-muted uppercase">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={headCell}>
                    {column}
                  </th>
                ))}
                {/* Positioned (sticky), so its visually hidden name stays inside the scroll box and cannot widen the page. */}
                <th scope="col" className={cn(headCell, 'pr-0')}>
                  <span className="sr-only">Revoke</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {keys.data.map((ingestKey) => (
                <KeyRow
                  key={ingestKey.id}
                  ingestKey={ingestKey}
                  revoking={revoke.isPending && revoke.variables === ingestKey.id}
                  onRevoke={() => void onRevoke(ingestKey)}
                />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
