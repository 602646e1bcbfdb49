import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Dialog, DialogContent } from '@/ui/dialog';
import { inputClasses } from '@/ui/input';
import { Label } from '@/ui/label';
import {
  createIndicator,
  indicatorLabel,
  type Indicator,
  type IndicatorType,
  type RsiSettings,
  type VolumeHistogramSettings,
} from './chart-model';
import { IndicatorSettingsDialog, type IndicatorEdit } from './indicator-settings-dialog';
import { INDICATOR_MODULES } from './indicators/registry';

/** Indicators manager (spec §4): add, toggle ON/OFF, edit, delete. Changes apply at once. */
export function IndicatorsDialog({
  open,
  onOpenChange,
  indicators,
  onIndicatorsChange,
  rsiSettings,
  onRsiSettingsChange,
  volumeSettings,
  onVolumeSettingsChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  indicators: Indicator[];
  onIndicatorsChange: (indicators: Indicator[]) => void;
  rsiSettings: RsiSettings;
  onRsiSettingsChange: (settings: RsiSettings) => void;
  volumeSettings: VolumeHistogramSettings;
  onVolumeSettingsChange: (settings: VolumeHistogramSettings) => void;
}) {
  const typeId = useId();
  const [type, setType] = useState<IndicatorType>('sma');
  const [editing, setEditing] = useState<IndicatorEdit | null>(null);
  const counter = useRef(0);

  const replace = (next: Indicator) =>
    onIndicatorsChange(indicators.map((indicator) => (indicator.id === next.id ? next : indicator)));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Indicators" className="max-w-lg">
        <div className="space-y-4">
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1 space-y-1.5">
              <Label htmlFor={typeId}>Indicator</Label>
              <select
                id={typeId}
                className={inputClasses}
                value={type}
                onChange={(event) => setType(event.target.value as IndicatorType)}
              >
                {INDICATOR_MODULES.map((option) => (
                  <option key={option.type} value={option.type}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
            <Button
              onClick={() => {
                counter.current += 1;
                const id = `${type}-${Date.now().toString(36)}-${counter.current}`;
                onIndicatorsChange([...indicators, createIndicator(type, id)]);
              }}
            >
              <Plus className="size-4" aria-hidden="true" />
              Add
            </Button>
          </div>
          {indicators.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
              No indicators yet. Choose one and press Add.
            </p>
          ) : (
            <ul
              className="divide-y divide-border rounded-lg border border-border"
              aria-label="Active indicators"
            >
              {indicators.map((indicator) => (
                <li key={indicator.id} className="flex items-center gap-2 px-3 py-2">
                  <span
                    className="size-3 shrink-0 rounded-full"
                    style={{ background: indicator.color }}
                    aria-hidden="true"
                  />
                  <span className={cn('min-w-0 flex-1 truncate text-sm', !indicator.enabled && 'text-muted')}>
                    {indicatorLabel(indicator)}
                  </span>
                  <button
                    type="button"
                    aria-pressed={indicator.enabled}
                    aria-label={`${indicatorLabel(indicator)} ${indicator.enabled ? 'ON' : 'OFF'}`}
                    className={cn(
                      'h-7 w-12 rounded-md text-xs font-semibold',
                      indicator.enabled ? 'bg-primary text-primary-fg' : 'bg-surface-muted text-muted',
                    )}
                    onClick={() => replace({ ...indicator, enabled: !indicator.enabled })}
                  >
                    {indicator.enabled ? 'ON' : 'OFF'}
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${indicatorLabel(indicator)}`}
                    onClick={() => setEditing({ indicator, rsiSettings, volumeSettings })}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${indicatorLabel(indicator)}`}
                    onClick={() => onIndicatorsChange(indicators.filter((item) => item.id !== indicator.id))}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {editing ? (
          <IndicatorSettingsDialog
            edit={editing}
            onClose={() => setEditing(null)}
            onSave={(saved) => {
              replace(saved.indicator);
              if (saved.indicator.type === 'rsi') onRsiSettingsChange(saved.rsiSettings);
              if (saved.indicator.type === 'volume_histogram') onVolumeSettingsChange(saved.volumeSettings);
              setEditing(null);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
