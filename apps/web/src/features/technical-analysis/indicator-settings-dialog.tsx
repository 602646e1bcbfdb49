import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { Dialog, DialogContent } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import {
  periodError,
  RSI_LIMITS,
  type Indicator,
  type RsiSettings,
  type VolumeHistogramSettings,
} from './chart-model';
import { indicatorModule } from './indicators/registry';

export type IndicatorEdit = {
  indicator: Indicator;
  rsiSettings: RsiSettings;
  volumeSettings: VolumeHistogramSettings;
};

/** Per-indicator settings (spec §5 ranges, §9 defaults); nothing changes until Save. */
export function IndicatorSettingsDialog({
  edit,
  onSave,
  onClose,
}: {
  edit: IndicatorEdit;
  onSave: (edit: IndicatorEdit) => void;
  onClose: () => void;
}) {
  const [indicator, setIndicator] = useState(edit.indicator);
  const [periodText, setPeriodText] = useState(String(edit.indicator.period));
  const [rsi, setRsi] = useState(edit.rsiSettings);
  const [volume, setVolume] = useState(edit.volumeSettings);
  const ids = {
    period: useId(),
    color: useId(),
    overbought: useId(),
    oversold: useId(),
    up: useId(),
    down: useId(),
  };
  const { periodRange: range, fixedSettings, canChooseScale } = indicatorModule(indicator.type);
  const period = Number(periodText);
  const error = range ? periodError(indicator.type, periodText.trim() === '' ? Number.NaN : period) : null;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={`${indicator.name} Settings`}>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (error) return;
            onSave({
              indicator: range ? { ...indicator, period } : indicator,
              rsiSettings: rsi,
              volumeSettings: volume,
            });
          }}
        >
          {range ? (
            <div className="space-y-1.5">
              <Label htmlFor={ids.period}>
                Period ({range.min}-{range.max})
              </Label>
              <Input
                id={ids.period}
                type="number"
                inputMode="numeric"
                min={range.min}
                max={range.max}
                step={1}
                value={periodText}
                aria-invalid={error ? true : undefined}
                onChange={(event) => setPeriodText(event.target.value)}
              />
              {error ? <p className="text-sm text-down">{error}</p> : null}
            </div>
          ) : null}
          {fixedSettings ? <p className="text-sm text-muted">{fixedSettings}</p> : null}
          {indicator.type === 'rsi' ? (
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium">Levels</legend>
              <LevelSlider
                id={ids.overbought}
                label="Overbought"
                value={rsi.overbought}
                limits={RSI_LIMITS.overbought}
                shown={rsi.showOverbought}
                onValue={(overbought) => setRsi({ ...rsi, overbought })}
                onShown={(showOverbought) => setRsi({ ...rsi, showOverbought })}
              />
              <LevelSlider
                id={ids.oversold}
                label="Oversold"
                value={rsi.oversold}
                limits={RSI_LIMITS.oversold}
                shown={rsi.showOversold}
                onValue={(oversold) => setRsi({ ...rsi, oversold })}
                onShown={(showOversold) => setRsi({ ...rsi, showOversold })}
              />
            </fieldset>
          ) : null}
          {indicator.type === 'volume_histogram' ? (
            <div className="grid grid-cols-2 gap-3">
              <ColorField
                id={ids.up}
                label="Up colour"
                value={volume.upColor}
                onChange={(upColor) => setVolume({ ...volume, upColor })}
              />
              <ColorField
                id={ids.down}
                label="Down colour"
                value={volume.downColor}
                onChange={(downColor) => setVolume({ ...volume, downColor })}
              />
            </div>
          ) : (
            <ColorField
              id={ids.color}
              label="Colour"
              value={indicator.color}
              onChange={(color) => setIndicator({ ...indicator, color })}
            />
          )}
          {canChooseScale ? (
            <label className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={indicator.separateScale}
                onChange={(event) => setIndicator({ ...indicator, separateScale: event.target.checked })}
              />
              Separate pane
            </label>
          ) : null}
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={error !== null}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function LevelSlider({
  id,
  label,
  value,
  limits,
  shown,
  onValue,
  onShown,
}: {
  id: string;
  label: string;
  value: number;
  limits: { min: number; max: number };
  shown: boolean;
  onValue: (value: number) => void;
  onShown: (shown: boolean) => void;
}) {
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>
          {label}: <span className="font-mono">{value}</span>
        </Label>
        <label className="flex items-center gap-2 text-sm text-muted">
          <Checkbox checked={shown} onChange={(event) => onShown(event.target.checked)} />
          Show line
        </label>
      </div>
      <input
        id={id}
        type="range"
        className="w-full accent-primary"
        min={limits.min}
        max={limits.max}
        step={1}
        value={value}
        onChange={(event) => onValue(Number(event.target.value))}
      />
    </div>
  );
}

export function ColorField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          className="h-10 w-14 cursor-pointer rounded-lg border border-border bg-surface p-1"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="font-mono text-sm text-muted">{value}</span>
      </div>
    </div>
  );
}
