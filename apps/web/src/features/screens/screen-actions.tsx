import { BellPlus, Link2, Play, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useHref } from 'react-router';
import type { TSavedScreen } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toaster';
import { SaveScreenDialog } from './save-dialog';
import type { CheckedScreen } from './screen-check';
import { ScreenAlertDialog } from './screen-alert-dialog';
import type { DraftScreen } from './screen-draft';
import { useCreateScreen, useUpdateScreen } from './screens-api';

async function copyLink(href: string) {
  try {
    await navigator.clipboard.writeText(new URL(href, window.location.origin).toString());
    toast.success('Link copied', { description: 'Whoever opens it sees this screen and its results.' });
  } catch {
    // No clipboard outside a secure context or without permission; the address bar has the same link.
    toast.error('Could not copy the link: copy it from the address bar.');
  }
}

/**
 * Run, Save (updates the open saved screen, else asks for a name), Save as new, Copy link and
 * Create alert (only for a saved screen, which the server watches).
 */
export function ScreenActions({
  draft,
  saved,
  checked,
  changed,
  running,
  search,
  onRun,
  onSaved,
}: {
  draft: DraftScreen;
  /** The member's saved screen the builder shows, if it is one. */
  saved: TSavedScreen | null;
  checked: CheckedScreen;
  /** The open saved screen differs from its stored copy. */
  changed: boolean;
  running: boolean;
  /** The URL's search string, which carries the screen. */
  search: string;
  onRun: () => void;
  onSaved: (screen: TSavedScreen) => void;
}) {
  const alertHintId = useId();
  const href = useHref({ search: search ? `?${search}` : '' });
  const create = useCreateScreen();
  const update = useUpdateScreen();
  const [naming, setNaming] = useState<'save' | 'copy' | null>(null);
  const [alerting, setAlerting] = useState(false);
  const name = draft.name.trim() || (saved?.name ?? '');
  const savedId = saved?.id ?? null;

  const body = (screenName: string) =>
    checked.ok ? { name: screenName, definition: checked.definition, columns: draft.columns } : null;

  const save = () => {
    const request = body(name);
    if (!request) return;
    if (!savedId) {
      setNaming('save');
      return;
    }
    update.mutate(
      { id: savedId, body: request },
      {
        onSuccess: (screen) => {
          toast.success('Screen saved');
          onSaved(screen);
        },
        onError: (error) => toast.error('Screen not saved', { description: errorMessage(error) }),
      },
    );
  };

  const saveNew = async (screenName: string) => {
    const request = body(screenName);
    if (!request) return;
    const saved = await create.mutateAsync(request);
    toast.success('Screen saved');
    setNaming(null);
    onSaved(saved);
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button disabled={!checked.ok || running} onClick={onRun}>
        <Play className="size-4" aria-hidden="true" /> {running ? 'Running…' : 'Run'}
      </Button>
      <Button variant="outline" disabled={!checked.ok || update.isPending} onClick={save}>
        <Save className="size-4" aria-hidden="true" /> Save
      </Button>
      {savedId ? (
        <Button variant="outline" disabled={!checked.ok} onClick={() => setNaming('copy')}>
          Save as new
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => void copyLink(href)}>
        <Link2 className="size-4" aria-hidden="true" /> Copy link
      </Button>
      <Button
        variant="outline"
        disabled={!savedId}
        aria-describedby={savedId ? undefined : alertHintId}
        onClick={() => setAlerting(true)}
      >
        <BellPlus className="size-4" aria-hidden="true" /> Create alert
      </Button>
      {savedId ? null : (
        <span id={alertHintId} className="text-xs text-muted">
          Save the screen first
        </span>
      )}
      <SaveScreenDialog
        open={naming !== null}
        title={naming === 'copy' ? 'Save as a new screen' : 'Save screen'}
        initialName={name}
        onOpenChange={(open) => setNaming(open ? naming : null)}
        onSave={saveNew}
      />
      {savedId ? (
        <ScreenAlertDialog
          screen={{ id: savedId, name, changed }}
          open={alerting}
          onOpenChange={setAlerting}
        />
      ) : null}
    </div>
  );
}
