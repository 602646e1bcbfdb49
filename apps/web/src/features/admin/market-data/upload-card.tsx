import { Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import type { TImportRun } from '@pantau/contracts';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { UploadItem } from './upload-item';
import { useImportQueue } from './use-import-queue';

/**
 * Drop or choose IDX/KSEI files, give each a kind (detected from the content by default) and
 * import them: each file shows its upload, then the server's progress, then the result.
 */
export function UploadCard({
  onAccepted,
  onFinished,
}: {
  onAccepted: () => void;
  onFinished: (run: TImportRun) => void;
}) {
  const queue = useImportQueue(onAccepted);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const ready = queue.items.filter((item) => item.phase === 'ready');
  const tradeParts = ready.filter((item) => item.kind === 'trades').length;

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) queue.add(files);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload</CardTitle>
        <CardDescription>
          IDX trade records, Stock Summary, Index Summary, Broker Summary, KSEI Balancepos, daily bar CSVs,
          ownership, corporate action, index member and exchange holiday CSVs. Files are imported one after
          another.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div
          data-testid="drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
            dragging ? 'border-primary bg-primary-soft' : 'border-border',
          )}
        >
          <Upload className="size-8 text-muted" aria-hidden="true" />
          <p className="text-sm text-muted">Drag one or more files here, or</p>
          <input
            id={inputId}
            type="file"
            multiple
            className="peer sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              if (files.length > 0) queue.add(files);
              // The same file can be picked again after a refusal.
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className={buttonClasses({
              variant: 'outline',
              className:
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            })}
          >
            Choose files
          </label>
        </div>

        {queue.items.length > 0 ? (
          <ul aria-label="Files to import" className="divide-y divide-border">
            {queue.items.map((item) => (
              <UploadItem
                key={item.key}
                item={item}
                onKindChange={(kind) => queue.setKind(item.key, kind)}
                onHintsChange={(hints) => queue.setHints(item.key, hints)}
                onRemove={() => queue.remove(item.key)}
                onFinished={onFinished}
              />
            ))}
          </ul>
        ) : null}

        <div className="flex flex-wrap items-center justify-end gap-2">
          {tradeParts >= 2 ? (
            <Button variant="outline" onClick={queue.joinTrades}>
              Import the {tradeParts} trade record files as one day
            </Button>
          ) : null}
          <Button onClick={queue.start} disabled={ready.length === 0}>
            Import
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
