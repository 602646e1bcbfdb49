import { Plus, Trash2 } from 'lucide-react';
import { SCREEN_MAX_RULES } from '@pantau/contracts';
import { Button } from '@/ui/button';
import { SegmentedControl } from '@/ui/segmented-control';
import { RuleRow } from './rule-row';
import { newRule, type Combine, type DraftGroup } from './screen-draft';

const JOIN_OPTIONS: readonly { value: Combine; label: string }[] = [
  { value: 'and', label: 'All' },
  { value: 'or', label: 'Any' },
];

/** A group of rules joined by its own All (and) or Any (or). */
export function RuleGroup({
  group,
  number,
  onChange,
  onRemove,
}: {
  group: DraftGroup;
  number: number;
  onChange: (group: DraftGroup) => void;
  /** Absent for the only group: a screen always has one. */
  onRemove?: () => void;
}) {
  const setRules = (rules: DraftGroup['rules']) => onChange({ ...group, rules });
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">Group {number}</legend>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <SegmentedControl
          label="Join rules"
          value={group.combine}
          options={JOIN_OPTIONS}
          onChange={(combine) => onChange({ ...group, combine })}
        />
        {onRemove ? (
          <Button variant="ghost" size="sm" aria-label={`Remove group ${number}`} onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden="true" /> Remove group
          </Button>
        ) : null}
      </div>
      {group.rules.length === 0 ? (
        <p className="text-sm text-muted">No rules yet: add one, or open a screen from the gallery.</p>
      ) : (
        <ol className="space-y-3">
          {group.rules.map((rule, index) => (
            <li key={rule.key}>
              <RuleRow
                rule={rule}
                name={`Rule ${index + 1} of group ${number}`}
                onChange={(next) => setRules(group.rules.map((entry) => (entry === rule ? next : entry)))}
                onRemove={() => setRules(group.rules.filter((entry) => entry !== rule))}
              />
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="outline"
        size="sm"
        aria-label={`Add rule to group ${number}`}
        disabled={group.rules.length >= SCREEN_MAX_RULES}
        onClick={() => setRules([...group.rules, newRule()])}
      >
        <Plus className="size-4" aria-hidden="true" /> Add rule
      </Button>
    </fieldset>
  );
}
