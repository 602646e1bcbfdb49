import { Copy, KeyRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { TCreatedIngestKey } from '@pantau/contracts';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toaster';

/** Selects the key's text, so the admin can copy it by hand where the clipboard is out of reach. */
function selectText(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * The key just created, in full: the server keeps only its hash, so this is the one time it can be
 * read. Focus moves here so a screen reader hears it has appeared.
 */
export function CreatedKeyPanel({
  created,
  onDismiss,
}: {
  created: TCreatedIngestKey;
  onDismiss: () => void;
}) {
  const panel = useRef<HTMLElement>(null);
  const keyText = useRef<HTMLElement>(null);

  useEffect(() => panel.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success('Key copied');
    } catch {
      // No clipboard outside a secure context (plain http on a LAN address) or without permission.
      if (keyText.current) selectText(keyText.current);
      toast.error('Could not copy', { description: 'The key is selected: copy it with Ctrl+C.' });
    }
  }

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="created-key-title"
      className="space-y-3 rounded-lg border border-accent/40 bg-accent-soft p-4 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <h4 id="created-key-title" className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4 shrink-0 text-accent" aria-hidden="true" />
        <span className="min-w-0 break-words">Key for {created.name}</span>
      </h4>
      <p className="font-medium">Copy this key now: it is not shown again.</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          ref={keyText}
          className="min-w-0 flex-1 rounded-md border border-border bg-surface px-3 py-2 font-mono break-all select-all"
        >
          {created.key}
        </code>
        <Button variant="outline" onClick={() => void copy()} className="self-start sm:self-auto">
          <Copy className="size-4" aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p className="text-fg/85">
        A feed sends trades as CSV with the IDX trade-record header (trxCode is the trade number), or as
        NDJSON (application/x-ndjson) with the same field names:
      </p>
      <pre className="rounded-md border border-border bg-surface px-3 py-2 font-mono text-xs whitespace-pre-wrap wrap-anywhere">
        <code>{`curl -X POST -H 'Authorization: Bearer <key>' -H 'Content-Type: text/csv' --data-binary @trades.csv ${window.location.origin}/api/ingest/trades`}</code>
      </pre>
      <div className="flex justify-end">
        <Button onClick={onDismiss}>Done</Button>
      </div>
    </section>
  );
}
