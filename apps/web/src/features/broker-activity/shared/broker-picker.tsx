import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { cn } from '@/ui/cn';
import { useBrokerSearch } from '@/lib/market-api';
import { BrokerCategoryBadge } from './broker-category-badge';

const SEARCH_DELAY_MS = 200;

/**
 * Broker input with suggestions (code or name containing the text, at most 10, 'No brokers found').
 * Text is upper-cased; the active broker changes only when the text equals a known code or a
 * suggestion is clicked (spec §4, §5).
 */
export function BrokerPicker({ broker, onChange }: { broker: string; onChange: (broker: string) => void }) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState(broker);
  const [open, setOpen] = useState(false);
  const [debounced, setDebounced] = useState(broker);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => setText(broker), [broker]);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useBrokerSearch(debounced, open || debounced !== broker);
  const results = useMemo(() => search.data?.results ?? [], [search.data]);

  useEffect(() => {
    const exact = results.find((result) => result.code === debounced);
    if (exact && exact.code !== broker && debounced === text.trim()) onChange(exact.code);
  }, [results, debounced, text, broker, onChange]);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const choose = (code: string) => {
    setText(code);
    setOpen(false);
    onChange(code);
  };

  return (
    <div ref={boxRef} className="relative space-y-1.5">
      <Label htmlFor={inputId}>Broker</Label>
      <div className="relative">
        <Search
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
          placeholder="Search broker"
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setText(event.target.value.toUpperCase());
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
            if (event.key === 'Enter' && results[0]) {
              event.preventDefault();
              choose(results.find((result) => result.code === text.trim())?.code ?? results[0].code);
            }
          }}
        />
      </div>
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Brokers"
          className="absolute z-20 mt-1 max-h-72 w-full min-w-64 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {results.length === 0 && !search.isFetching ? (
            <p className="px-2 py-2 text-sm text-muted">No brokers found</p>
          ) : null}
          {results.map((result) => (
            <button
              key={result.code}
              type="button"
              role="option"
              aria-selected={result.code === broker}
              className={cn(
                'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-surface-muted',
                result.code === broker && 'bg-primary-soft',
              )}
              onClick={() => choose(result.code)}
            >
              <span className="w-8 font-mono font-semibold">{result.code}</span>
              <span className="min-w-0 flex-1 truncate text-muted">{result.name}</span>
              <BrokerCategoryBadge category={result.category} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
