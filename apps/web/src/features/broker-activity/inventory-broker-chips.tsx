import type { TBroker } from '@pantau/contracts';
import { X } from 'lucide-react';
import { useChartPalette } from '@/ui/charts/chart-palette';
import { inventoryLineLooks } from './inventory-line-styles';
import { LineSwatch } from './inventory-line-swatch';

/** Lokal / Asing / BUMN beside each code, so a chip says whose money it is. */
export function BrokerCategory({ broker }: { broker: TBroker | undefined }) {
  if (!broker) return null;
  return <span className="text-[0.7rem] font-medium text-muted uppercase">{broker.category}</span>;
}

/**
 * The chosen brokers as chips in the colour and dash of their chart line.
 * Each is removable while more than one is chosen: a chart needs at least one broker.
 */
export function InventoryBrokerChips({
  codes,
  directory,
  onRemove,
}: {
  codes: readonly string[];
  directory: ReadonlyMap<string, TBroker>;
  onRemove: (code: string) => void;
}) {
  const { dark } = useChartPalette();
  const removable = codes.length > 1;
  const looks = inventoryLineLooks(codes, (code) => directory.get(code)?.category, dark);
  return (
    <ul aria-label="Selected brokers" className="flex flex-wrap gap-2">
      {codes.map((code) => {
        const broker = directory.get(code);
        const look = looks.get(code);
        return (
          <li
            key={code}
            data-broker={code}
            title={broker ? `${broker.name} · ${broker.category} · ${broker.colour}` : code}
            className="inline-flex h-8 items-center gap-2 rounded-full border-2 bg-surface pr-1 pl-3 text-sm"
            style={{ borderColor: look?.colour }}
          >
            <LineSwatch colour={look?.colour} pattern={look?.pattern} />
            <span className="font-mono font-semibold">{code}</span>
            <BrokerCategory broker={broker} />
            {removable ? (
              <button
                type="button"
                aria-label={`Remove ${code}`}
                className="grid size-6 place-items-center rounded-full hover:bg-surface-muted"
                onClick={() => onRemove(code)}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            ) : (
              <span className="w-2" />
            )}
          </li>
        );
      })}
    </ul>
  );
}
