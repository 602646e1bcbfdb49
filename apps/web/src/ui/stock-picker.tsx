import { useEffect, useMemo } from 'react';
import { Combobox, useComboboxText } from './combobox';
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

/** A stock suggestion's content: ticker, then name. */
export function StockOption({ symbol, name }: Suggestion) {
  return (
    <>
      <span className="w-16 font-mono font-semibold">{symbol}</span>
      <span className="truncate text-muted">{name}</span>
    </>
  );
}

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
  const { text, debounced, open, commit, field } = useComboboxText(ticker, onChange);

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
      {...field}
      label={label}
      options={results}
      optionKey={(result) => result.symbol}
      renderOption={StockOption}
      onSelect={(result) => commit(result.symbol)}
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
