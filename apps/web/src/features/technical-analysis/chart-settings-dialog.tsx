import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { Dialog, DialogContent } from '@/ui/dialog';
import { Label } from '@/ui/label';
import { PANE_HEIGHT_LIMITS, type ChartColors, type LineColors } from './chart-model';
import { ColorField } from './indicator-settings-dialog';

/**
 * Settings (Chart Colors): bullish/bearish colours are saved on the server for this member; the
 * line colour and indicator pane height stay in this browser (spec §3).
 */
export function ChartSettingsDialog({
  open,
  onOpenChange,
  colors,
  onColorsSave,
  lineColors,
  onLineColorsChange,
  paneHeight,
  onPaneHeightChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  colors: ChartColors;
  onColorsSave: (colors: ChartColors) => Promise<unknown>;
  lineColors: LineColors;
  onLineColorsChange: (colors: LineColors) => void;
  paneHeight: number;
  onPaneHeightChange: (height: number) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <SettingsForm
          colors={colors}
          onColorsSave={onColorsSave}
          lineColors={lineColors}
          onLineColorsChange={onLineColorsChange}
          paneHeight={paneHeight}
          onPaneHeightChange={onPaneHeightChange}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function SettingsForm({
  colors,
  onColorsSave,
  lineColors,
  onLineColorsChange,
  paneHeight,
  onPaneHeightChange,
  onDone,
}: {
  colors: ChartColors;
  onColorsSave: (colors: ChartColors) => Promise<unknown>;
  lineColors: LineColors;
  onLineColorsChange: (colors: LineColors) => void;
  paneHeight: number;
  onPaneHeightChange: (height: number) => void;
  onDone: () => void;
}) {
  const ids = { bullish: useId(), bearish: useId(), line: useId(), height: useId() };
  const [draft, setDraft] = useState(colors);
  const [line, setLine] = useState(lineColors.line);
  const [height, setHeight] = useState(paneHeight);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <DialogContent title="Settings">
      <form
        className="space-y-5"
        onSubmit={async (event) => {
          event.preventDefault();
          setSaving(true);
          setError(null);
          try {
            if (draft.bullish !== colors.bullish || draft.bearish !== colors.bearish)
              await onColorsSave(draft);
            onLineColorsChange({ line });
            onPaneHeightChange(height);
            onDone();
          } catch (saveError) {
            setError(errorMessage(saveError));
          } finally {
            setSaving(false);
          }
        }}
      >
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">Chart Colors</legend>
          <div className="grid grid-cols-2 gap-3">
            <ColorField
              id={ids.bullish}
              label="Bullish"
              value={draft.bullish}
              onChange={(bullish) => setDraft({ ...draft, bullish })}
            />
            <ColorField
              id={ids.bearish}
              label="Bearish"
              value={draft.bearish}
              onChange={(bearish) => setDraft({ ...draft, bearish })}
            />
          </div>
          <ColorField id={ids.line} label="Line" value={line} onChange={setLine} />
        </fieldset>
        <div className="space-y-1">
          <Label htmlFor={ids.height}>
            Indicator pane height: <span className="font-mono">{height} px</span>
          </Label>
          <input
            id={ids.height}
            type="range"
            className="w-full accent-primary"
            min={PANE_HEIGHT_LIMITS.min}
            max={PANE_HEIGHT_LIMITS.max}
            step={5}
            value={height}
            onChange={(event) => setHeight(Number(event.target.value))}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-down">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
