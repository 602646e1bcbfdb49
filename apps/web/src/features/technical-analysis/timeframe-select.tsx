import { useId } from 'react';
import type { TChartTimeframe } from '@pantau/contracts';
import { inputClasses } from '@/ui/input';
import { Label } from '@/ui/label';
import { cn } from '@/ui/cn';

/** Only the timeframes the data's frequency allows (spec §9). */
export function TimeframeSelect({
  value,
  allowed,
  onChange,
}: {
  value: TChartTimeframe;
  allowed: readonly TChartTimeframe[];
  onChange: (timeframe: TChartTimeframe) => void;
}) {
  const id = useId();
  const options = allowed.length > 0 ? allowed : [value];
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="block">
        Timeframe
      </Label>
      <select
        id={id}
        className={cn(inputClasses, 'w-full sm:w-28')}
        value={value}
        disabled={allowed.length === 0}
        onChange={(event) => onChange(event.target.value as TChartTimeframe)}
      >
        {options.map((timeframe) => (
          <option key={timeframe} value={timeframe}>
            {timeframe}
          </option>
        ))}
      </select>
    </div>
  );
}
