import { FileUp, Layers, Settings, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/ui/button';
import type { ChartColors, Indicator, LineColors, RsiSettings, VolumeHistogramSettings } from './chart-model';
import { ChartSettingsDialog } from './chart-settings-dialog';
import { csvReadFailedMessage, csvSymbol, readCsvDataset, type CsvDataset } from './csv-source';
import { IndicatorsDialog } from './indicators-dialog';

/** Indicators, Settings and CSV import: the dialogs and the file the chart shows instead of the API's data. */
export function ChartToolbarButtons(props: {
  indicators: Indicator[];
  onIndicatorsChange: (indicators: Indicator[]) => void;
  paneHeight: number;
  onPaneHeightChange: (height: number) => void;
  rsiSettings: RsiSettings;
  onRsiSettingsChange: (settings: RsiSettings) => void;
  volumeSettings: VolumeHistogramSettings;
  onVolumeSettingsChange: (settings: VolumeHistogramSettings) => void;
  lineColors: LineColors;
  onLineColorsChange: (colors: LineColors) => void;
  colors: ChartColors;
  onColorsSave: (colors: ChartColors) => Promise<unknown>;
  csv: CsvDataset | null;
  onCsvChange: (csv: CsvDataset | null) => void;
}) {
  const [indicatorsOpen, setIndicatorsOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [csvError, setCsvError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const openFile = async (file: File) => {
    setCsvError(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setCsvError(csvReadFailedMessage(csvSymbol(file.name)));
      return;
    }
    try {
      props.onCsvChange(readCsvDataset(text, file.name));
    } catch (error) {
      setCsvError(error instanceof Error ? error.message : csvReadFailedMessage(csvSymbol(file.name)));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setIndicatorsOpen(true)}>
          <Layers className="size-4" aria-hidden="true" />
          Indicators
        </Button>
        <Button variant="outline" onClick={() => setSettingsOpen(true)}>
          <Settings className="size-4" aria-hidden="true" />
          Settings
        </Button>
        <Button variant="outline" onClick={() => fileRef.current?.click()}>
          <FileUp className="size-4" aria-hidden="true" />
          Import CSV
        </Button>
        {props.csv ? (
          <Button variant="ghost" onClick={() => props.onCsvChange(null)}>
            <X className="size-4" aria-hidden="true" />
            Close CSV
          </Button>
        ) : null}
        <input
          ref={fileRef}
          type="file"
          accept=".csv,.txt,text/csv"
          className="sr-only"
          aria-label="CSV file"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void openFile(file);
          }}
        />
      </div>
      {csvError ? (
        <p role="alert" className="text-sm text-down" data-testid="csv-error">
          {csvError}
        </p>
      ) : null}
      {props.csv && props.csv.skippedRows > 0 ? (
        <p className="text-xs text-muted">
          {props.csv.skippedRows} rows without a valid time or close were skipped.
        </p>
      ) : null}
      <IndicatorsDialog
        open={indicatorsOpen}
        onOpenChange={setIndicatorsOpen}
        indicators={props.indicators}
        onIndicatorsChange={props.onIndicatorsChange}
        rsiSettings={props.rsiSettings}
        onRsiSettingsChange={props.onRsiSettingsChange}
        volumeSettings={props.volumeSettings}
        onVolumeSettingsChange={props.onVolumeSettingsChange}
      />
      <ChartSettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        colors={props.colors}
        onColorsSave={props.onColorsSave}
        lineColors={props.lineColors}
        onLineColorsChange={props.onLineColorsChange}
        paneHeight={props.paneHeight}
        onPaneHeightChange={props.onPaneHeightChange}
      />
    </div>
  );
}
