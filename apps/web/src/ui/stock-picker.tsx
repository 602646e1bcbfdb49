import { useEffect, useMemo, useState } from 'react';
import { Combobox } from './combobox';
import { SUGGESTION_LIMIT, useInstrumentSearch } from '@/lib/market-api';
import { useDebounced } from '@/lib/use-debounced';

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
  const [text, setText] = useState(ticker);
  const [open, setOpen] = useState(false);
  const debounced = useDebounced(text.trim(), SEARCH_DELAY_MS);

  useEffect(() => setText(ticker), [ticker]);

  const search = useInstrumentSearch(debounced, !options && (open || debounced !== ticker));
  const results = useMemo(
    () => (options ? matchOptions(options, debounced) : (search.data?.results ?? [])),
    [options, debounced, search.data],
  );

  useEffect(() => {
    const exact = results.find((result) => result.symbol === debounced);
    if (exact && exact.symbol !== ticker && debounced === text.trim()) onChange(exact.symbol);
  }, [results, debounced, text, ticker, onChange]);

  return (
    <Combobox
      label={label}
      text={text}
      onTextChange={setText}
      open={open}
      onOpenChange={setOpen}
      options={results}
      optionKey={(result) => result.symbol}
      renderOption={(result) => (
        <>
          <span className="w-14 font-mono font-semibold">{result.symbol}</span>
          <span className="truncate text-muted">{result.name}</span>
        </>
      )}
      onSelect={(result) => {
        setText(result.symbol);
        onChange(result.symbol);
      }}
      listLabel={listLabel}
      heading={listLabel}
      emptyText={emptyText}
      loading={!options && search.isFetching}
      selectedKey={ticker}
      upperCase
      placeholder="Search stock"
    />
  );
}
