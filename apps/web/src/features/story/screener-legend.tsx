import { useHeatStyle } from '@/ui/heat-colours';
import { HEAT_STRENGTHS } from './screener-table';

const BANDS = ['<20', '≥20', '≥40', '≥60', '≥80'];

/** The five spec §9 bands in both tones, and what the columns mean. */
export function ScreenerLegend() {
  const heatStyle = useHeatStyle();
  return (
    <div className="space-y-2 text-xs text-muted">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2" aria-label="Heat bands">
        {(['positive', 'negative'] as const).map((tone) => (
          <div key={tone} className="flex items-center gap-1.5">
            <span>{tone === 'positive' ? 'Gain' : 'Loss'}</span>
            <ol className="flex overflow-hidden rounded">
              {BANDS.map((band, index) => {
                // A loss is deepest where it ranks lowest in its row.
                const level = tone === 'positive' ? index : BANDS.length - 1 - index;
                return (
                  <li
                    key={band}
                    className="w-9 py-0.5 text-center tabular-nums"
                    style={heatStyle(tone, HEAT_STRENGTHS[level]!)}
                  >
                    {band}
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-accent-soft ring-1 ring-border" /> Suspended
        </span>
      </div>
      <p>
        W-4..W-1: weekly close change; D-4..D0: daily close change (%1D = D0); V%Nd: last volume against the
        average of the N days before; &gt;maN: close above its N-day average (v) or not (x). Bands rank each
        value within its row (Normalize shows that 0-100 rank).
      </p>
    </div>
  );
}
