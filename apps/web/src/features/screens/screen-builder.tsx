import type { ReactNode } from 'react';
import { Badge } from '@/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { ColumnsPicker } from './columns-picker';
import type { CheckedScreen } from './screen-check';
import type { DraftScreen } from './screen-draft';
import { ScreenRules } from './screen-rules';

export type SaveState = 'new' | 'saved' | 'changed';
const SAVE_BADGES: Record<SaveState, { label: string; tone: 'muted' | 'up' | 'pending' }> = {
  new: { label: 'Not saved', tone: 'muted' },
  saved: { label: 'Saved', tone: 'up' },
  changed: { label: 'Unsaved changes', tone: 'pending' },
};

/** The rules, the extra columns, the first problem the check finds, and the actions below them. */
export function ScreenBuilder({
  draft,
  checked,
  saveState,
  onChange,
  actions,
}: {
  draft: DraftScreen;
  checked: CheckedScreen;
  saveState: SaveState;
  onChange: (draft: DraftScreen) => void;
  actions: ReactNode;
}) {
  const badge = SAVE_BADGES[saveState];
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center gap-x-3 gap-y-1">
        <CardTitle className="min-w-0 break-words">{draft.name.trim() || 'New screen'}</CardTitle>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </CardHeader>
      <CardContent className="space-y-6">
        <ScreenRules draft={draft} onChange={onChange} />
        <ColumnsPicker columns={draft.columns} onChange={(columns) => onChange({ ...draft, columns })} />
        <div className="space-y-3 border-t border-border pt-4">
          <p aria-live="polite" data-testid="screen-check" className="min-h-5 text-sm text-down">
            {checked.ok ? '' : checked.message}
          </p>
          {actions}
        </div>
      </CardContent>
    </Card>
  );
}
