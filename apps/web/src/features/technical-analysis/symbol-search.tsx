import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useInstrumentSearch } from '@/lib/market-api';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

const SEARCH_DELAY_MS = 200;

/**
 * Symbol search with up to 10 suggestions (spec §2): up/down move the highlight, Enter picks the
 * highlighted (or first) suggestion, Escape closes the list and restores the active symbol.
 */
export function SymbolSearch({ symbol, onChange }: { symbol: string; onChange: (symbol: string) => void }) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState(symbol);
  const [debounced, setDebounced] = useState(symbol);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => setText(symbol), [symbol]);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => setHighlight(0), [debounced]);

  const search = useInstrumentSearch(debounced, open);
  const results = useMemo(() => search.data?.results ?? [], [search.data]);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setText(symbol);
      }
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open, symbol]);

  const choose = (next: string) => {
    setText(next);
    setOpen(false);
    onChange(next);
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div ref={boxRef} className="relative w-full space-y-1.5 sm:w-56">
      <Label htmlFor={inputId}>Symbol</Label>
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
          aria-activedescendant={open && results[highlight] ? optionId(highlight) : undefined}
          autoComplete="off"
          className="pl-9 font-mono uppercase"
          value={text}
          placeholder="Search symbol"
          onFocus={(event) => {
            event.target.select();
            setOpen(true);
          }}
          onChange={(event) => {
            setText(event.target.value.toUpperCase());
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              setHighlight((index) => Math.min(index + 1, Math.max(results.length - 1, 0)));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setHighlight((index) => Math.max(index - 1, 0));
            } else if (event.key === 'Escape') {
              setOpen(false);
              setText(symbol);
            } else if (event.key === 'Enter') {
              event.preventDefault();
              const picked = results[highlight] ?? results[0];
              if (open && picked) choose(picked.symbol);
            }
          }}
        />
      </div>
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Symbols"
          className="absolute z-20 mt-1 max-h-80 w-full min-w-64 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {results.length === 0 && !search.isFetching ? (
            <p className="px-2 py-2 text-sm text-muted">No tickers found</p>
          ) : null}
          {results.map((result, index) => (
            <button
              key={result.symbol}
              id={optionId(index)}
              type="button"
              role="option"
              tabIndex={-1}
              aria-selected={index === highlight}
              className={cn(
                'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm',
                index === highlight ? 'bg-primary-soft' : 'hover:bg-surface-muted',
              )}
              onPointerEnter={() => setHighlight(index)}
              onClick={() => choose(result.symbol)}
            >
              <span className="w-16 font-mono font-semibold">{result.symbol}</span>
              <span className="truncate text-muted">{result.name}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
