import { Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { SUGGESTION_LIMIT } from '@/lib/market-api';
import { tickerSuggestions } from './screener-rules';

/**
 * The screener's ticker filter: typed text (upper-cased) filters the rows as a substring; the
 * suggestions come from the screener's own rows, so they never offer a ticker the table lacks.
 */
export function ScreenerTickerFilter({
  value,
  symbols,
  onChange,
}: {
  value: string;
  symbols: readonly string[];
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const boxRef = useRef<HTMLDivElement>(null);
  const suggestions = useMemo(() => tickerSuggestions(symbols, value, SUGGESTION_LIMIT), [symbols, value]);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const choose = (symbol: string) => {
    onChange(symbol);
    setOpen(false);
    setActive(-1);
  };
  const showList = open && value.trim() !== '' && !suggestions.includes(value.trim());

  return (
    <div ref={boxRef} className="relative w-full space-y-1.5 sm:w-56">
      <Label htmlFor={inputId}>Ticker</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          className="pr-9 pl-9 font-mono uppercase placeholder:font-sans placeholder:normal-case"
          value={value}
          placeholder="Filter tickers"
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            onChange(
              event.target.value
                .toUpperCase()
                .replace(/[^A-Z0-9-]/g, '')
                .slice(0, 12),
            );
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(true);
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((current) => Math.min(suggestions.length - 1, Math.max(0, current + step)));
            }
            const highlighted = suggestions[active] ?? suggestions[0];
            if (event.key === 'Enter' && showList && highlighted) {
              event.preventDefault();
              choose(highlighted);
            }
          }}
        />
        {value ? (
          <button
            type="button"
            aria-label="Clear ticker filter"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted hover:text-fg"
            onClick={() => choose('')}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {showList ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Ticker suggestions"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {suggestions.length === 0 ? <p className="px-2 py-2 text-sm text-muted">No tickers found</p> : null}
          {suggestions.map((symbol, index) => (
            <button
              key={symbol}
              id={`${listId}-${index}`}
              type="button"
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={cn(
                'flex w-full items-center rounded-md px-2 py-1.5 text-left font-mono text-sm font-semibold',
                'hover:bg-surface-muted',
                index === active && 'bg-primary-soft',
              )}
              onClick={() => choose(symbol)}
            >
              {symbol}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
