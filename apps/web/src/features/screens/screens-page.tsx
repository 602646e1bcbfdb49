import { useCallback, useMemo } from 'react';
import type { TSavedScreen } from '@pantau/contracts';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { Alert } from '@/ui/alert';
import { PageHeader } from '@/ui/page-header';
import { UpgradePanel } from '@/ui/upgrade-panel';
import { MyScreens } from './my-screens';
import { ScreenActions } from './screen-actions';
import { ScreenBuilder, type SaveState } from './screen-builder';
import { checkDraft, stableJson } from './screen-check';
import { draftFromScreen, type DraftScreen } from './screen-draft';
import { ScreenGallery } from './screen-gallery';
import { ScreenResults } from './screen-results';
import { useRunScreen, useSavedScreens } from './screens-api';
import { useScreenState } from './use-screen-state';

const DESCRIPTION =
  'Find the stocks that pass your rules on price, bandarmology, foreign flow and ownership, on the latest trading day. Save a screen, share its link, or be alerted when stocks enter or leave it.';

/** What a saved screen and the builder are compared by, whatever order the server lists keys in. */
const contentOf = (screen: Pick<TSavedScreen, 'name' | 'definition' | 'columns'>) =>
  stableJson({ name: screen.name, definition: screen.definition, columns: screen.columns });

/** /screens: build, run, export, share and save stock screens, and alert on them. */
export function ScreensPage() {
  const runner = useRunScreen();
  const savedScreens = useSavedScreens();
  const { mutate } = runner;
  const run = useCallback(
    (draft: DraftScreen) => {
      const checked = checkDraft(draft);
      if (checked.ok) mutate({ definition: checked.definition, columns: draft.columns });
    },
    [mutate],
  );
  const screen = useScreenState(run);
  const { draft, id, edit, open } = screen;
  const checked = useMemo(() => checkDraft(draft), [draft]);

  // Only the member's own screen is saved: a link from someone else names theirs.
  const saved = savedScreens.data?.screens.find((entry) => entry.id === id) ?? null;
  const request = checked.ok ? { definition: checked.definition, columns: draft.columns } : null;
  const current = request ? contentOf({ name: draft.name.trim(), ...request }) : null;
  const saveState: SaveState = !saved ? 'new' : current === contentOf(saved) ? 'saved' : 'changed';
  const stale = runner.isSuccess && (!request || stableJson(runner.variables) !== stableJson(request));

  if (isSubscriptionRequired(savedScreens.error)) {
    return (
      <div className="min-w-0 space-y-6">
        <PageHeader title="Screens" description={DESCRIPTION} />
        <UpgradePanel />
      </div>
    );
  }

  const openSaved = (entry: TSavedScreen) => open(draftFromScreen(entry), entry.id);

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader title="Screens" description={DESCRIPTION} />
      {screen.linkError ? (
        <Alert tone="danger" title="This screen link cannot be opened">
          <p>{screen.linkError}</p>
        </Alert>
      ) : null}
      <div className="grid min-w-0 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 xl:col-start-1 xl:row-start-1">
          <ScreenBuilder
            draft={draft}
            checked={checked}
            saveState={saveState}
            onChange={(next) => edit(next)}
            actions={
              <ScreenActions
                draft={draft}
                saved={saved}
                checked={checked}
                changed={saveState === 'changed'}
                running={runner.isPending}
                search={screen.search}
                onRun={() => run(draft)}
                onSaved={(entry) => edit({ ...draft, name: entry.name }, { id: entry.id })}
              />
            }
          />
        </div>
        <div className="min-w-0 xl:col-span-2 xl:row-start-2">
          <ScreenResults
            data={runner.data}
            error={runner.error}
            pending={runner.isPending}
            stale={stale}
            onRetry={() => run(draft)}
          />
        </div>
        <div className="min-w-0 space-y-6 xl:col-start-2 xl:row-start-1">
          <MyScreens
            openId={saved?.id ?? null}
            onOpen={openSaved}
            onDeleted={(deleted) => {
              if (deleted === id) edit(draft, { id: null });
            }}
          />
          <ScreenGallery onOpen={(entry) => open(draftFromScreen(entry), null)} />
        </div>
      </div>
    </div>
  );
}
