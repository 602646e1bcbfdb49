import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Input } from './input';
import { Label } from './label';
import { cn } from './cn';
import { SUGGESTION_LIMIT, useInstrumentSearch } from '@/lib/market-api';

type Suggestion = { symbol: string; name: string };

/** Suggestions from a known list: tickers starting with the text first, then names containing it. */
function matchOptions(options: readonly Suggestion[], text: string): Suggestion[] {
  const query = text.toUpperCase();
  const byTicker = options.filter((option) => option.symbol.startsWith(query));
  const byName = options.filter(
    (option) => !option.symbol.startsWith(query) && option.name.toUpperCase().includes(query),
  );
  return [...byTicker, ...byName].slice(0, SUGGESTION_LIMIT);
}

const SEARCH_DELAY_MS = 200;

/**
 * Stock input with a filtered dropdown. Text is upper-cased; the active stock changes only when
 * the text equals a known code or a suggestion is clicked (spec §4).
 */
export function StockPicker({
  ticker,
  onChange,
  label = 'Stock',
  emptyText = 'No stocks found',
  options,
  listLabel = 'All Stocks',
}: {
  ticker: string;
  onChange: (ticker: string) => void;
  label?: string;
  /** The spec words it per screen: 'No stocks found' (Stock Transaction), 'No tickers found'. */
  emptyText?: string;
  /** Suggest only these stocks (an index's members) instead of searching all of them. */
  options?: readonly Suggestion[];
  listLabel?: string;
}) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState(ticker);
  const [open, setOpen] = useState(false);
  const [debounced, setDebounced] = useState(ticker);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => setText(ticker), [ticker]);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useInstrumentSearch(debounced, !options && (open || debounced !== ticker));
  const results = useMemo(
    () => (options ? matchOptions(options, debounced) : (search.data?.results ?? [])),
    [options, debounced, search.data],
  );

  useEffect(() => {
    const exact = results.find((result) => result.symbol === debounced);
    if (exact && exact.symbol !== ticker && debounced === text.trim()) onChange(exact.symbol);
  }, [results, debounced, text, ticker, onChange]);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const choose = (symbol: string) => {
    setText(symbol);
    setOpen(false);
    onChange(symbol);
  };

  return (
    <div ref={boxRef} className="relative space-y-1.5">
      <Label htmlFor={inputId}>{label}</Label>
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
          placeholder="Search stock"
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setText(event.target.value.toUpperCase());
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
            if (event.key === 'Enter' && results[0]) {
              event.preventDefault();
              choose(results.find((result) => result.symbol === text.trim())?.symbol ?? results[0].symbol);
            }
          }}
        />
      </div>
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          <p className="px-2 py-1.5 text-xs font-semibold tracking-wide text-muted uppercase">{listLabel}</p>
          {results.length === 0 && (options || !search.isFetching) ? (
            <p className="px-2 py-2 text-sm text-muted">{emptyText}</p>
          ) : null}
          {results.map((result) => (
            <button
              key={result.symbol}
              type="button"
              role="option"
              aria-selected={result.symbol === ticker}
              className={cn(
                'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-surface-muted',
                result.symbol === ticker && 'bg-primary-soft',
              )}
              onClick={() => choose(result.symbol)}
            >
              <span className="w-14 font-mono font-semibold">{result.symbol}</span>
              <span className="truncate text-muted">{result.name}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
