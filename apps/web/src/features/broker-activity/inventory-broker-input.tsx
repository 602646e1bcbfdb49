import type { TBroker } from '@pantau/contracts';
import { MAX_INVENTORY_BROKERS } from '@pantau/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { SUGGESTION_LIMIT, useBrokerSearch } from '@/lib/market-api';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

const SEARCH_DELAY_MS = 200;

/**
 * Broker input: text upper-cased, up to 10 suggestions that are not selected yet ('No brokers
 * found' otherwise); choosing one adds its chip. Disabled once 10 brokers are chosen (the API's limit).
 */
export function InventoryBrokerInput({
  selected,
  onAdd,
}: {
  selected: readonly string[];
  onAdd: (code: string) => void;
}) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const full = selected.length >= MAX_INVENTORY_BROKERS;

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useBrokerSearch(debounced, open && !full);
  const suggestions = useMemo<TBroker[]>(
    () =>
      (search.data?.results ?? [])
        .filter((broker) => !selected.includes(broker.code))
        .slice(0, SUGGESTION_LIMIT),
    [search.data, selected],
  );

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const choose = (code: string) => {
    onAdd(code);
    setText('');
    setOpen(false);
  };

  return (
    <div ref={boxRef} className="relative space-y-1.5">
      <Label htmlFor={inputId}>Broker</Label>
      <div className="relative">
        <Plus
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          autoComplete="off"
          className="pl-9 font-mono uppercase"
          value={text}
          disabled={full}
          placeholder={full ? `Maksimal ${MAX_INVENTORY_BROKERS} broker` : 'Add broker'}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setText(event.target.value.toUpperCase());
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
            if (event.key === 'Enter' && suggestions[0]) {
              event.preventDefault();
              const exact = suggestions.find((broker) => broker.code === text.trim());
              choose((exact ?? suggestions[0]).code);
            }
          }}
        />
      </div>
      {open && !full ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Brokers"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {suggestions.length === 0 && !search.isFetching ? (
            <p className="px-2 py-2 text-sm text-muted">No brokers found</p>
          ) : null}
          {suggestions.map((broker) => (
            <button
              key={broker.code}
              type="button"
              role="option"
              aria-selected={false}
              className="flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-surface-muted"
              onClick={() => choose(broker.code)}
            >
              <span className="w-8 font-mono font-semibold">{broker.code}</span>
              <span className="min-w-0 flex-1 truncate text-muted">{broker.name}</span>
              <span className="text-xs text-muted">{broker.category}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
