import { Plus } from 'lucide-react';
import { SCREEN_MAX_GROUPS } from '@pantau/contracts';
import { Button } from '@/ui/button';
import { SegmentedControl } from '@/ui/segmented-control';
import { RuleGroup } from './rule-group';
import { newGroup, type Combine, type DraftScreen } from './screen-draft';

const JOIN_OPTIONS: readonly { value: Combine; label: string }[] = [
  { value: 'and', label: 'All groups' },
  { value: 'or', label: 'Any group' },
];

/** The groups of rules and how they join: (A and B) or (C). */
export function ScreenRules({
  draft,
  onChange,
}: {
  draft: DraftScreen;
  onChange: (draft: DraftScreen) => void;
}) {
  const setGroups = (groups: DraftScreen['groups']) => onChange({ ...draft, groups });
  const many = draft.groups.length > 1;
  return (
    <div className="space-y-4">
      <SegmentedControl
        label="Join groups"
        value={draft.combine}
        options={JOIN_OPTIONS}
        onChange={(combine) => onChange({ ...draft, combine })}
      />
      <ol className="space-y-4">
        {draft.groups.map((group, index) => (
          <li key={group.key}>
            <RuleGroup
              group={group}
              number={index + 1}
              onChange={(next) => setGroups(draft.groups.map((entry) => (entry === group ? next : entry)))}
              onRemove={many ? () => setGroups(draft.groups.filter((entry) => entry !== group)) : undefined}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        disabled={draft.groups.length >= SCREEN_MAX_GROUPS}
        onClick={() => setGroups([...draft.groups, newGroup()])}
      >
        <Plus className="size-4" aria-hidden="true" /> Add group
      </Button>
    </div>
  );
}
