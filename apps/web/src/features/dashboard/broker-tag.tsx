import type { TBroker } from '@pantau/contracts';
import { cn } from '@/ui/cn';

const CATEGORY_CLASSES: Record<TBroker['category'], string> = {
  Lokal: 'bg-primary-soft text-primary',
  Asing: 'bg-accent-soft text-accent',
  BUMN: 'bg-up/15 text-up',
};

/** A broker code with its Lokal / Asing / BUMN category, the name on hover. */
export function BrokerTag({ code, broker }: { code: string; broker: TBroker | undefined }) {
  return (
    <span className="inline-flex items-center gap-1.5" title={broker?.name}>
      <span className="font-mono font-semibold">{code}</span>
      {broker ? (
        <span
          className={cn(
            'rounded px-1.5 py-px text-[10px] leading-4 font-medium',
            CATEGORY_CLASSES[broker.category],
          )}
        >
          {broker.category}
        </span>
      ) : null}
    </span>
  );
}
