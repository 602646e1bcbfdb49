import { useEffect, useMemo } from 'react';
import { Badge } from './badge';
import { Combobox, useComboboxText } from './combobox';
import { SUGGESTION_LIMIT, useInstrumentSearch } from '@/lib/market-api';

/**
 * A stock to suggest. Search results also say the codes it traded under before and when it was
 * delisted; a known list (an index's members) may give just the code and name.
 */
export type Suggestion = {
  symbol: string;
  name: string;
  formerSymbols?: readonly string[];
  delistedOn?: string | null;
};

/** Suggestions from a known list: tickers starting with the text first, then names containing it. */
function matchOptions(options: readonly Suggestion[], text: string): Suggestion[] {
  const query = text.toUpperCase();
  const byTicker = options.filter((option) => option.symbol.startsWith(query));
  const byName = options.filter(
    (option) => !option.symbol.startsWith(query) && option.name.toUpperCase().includes(query),
  );
  return [...byTicker, ...byName].slice(0, SUGGESTION_LIMIT);
}

/** A stock suggestion's content: ticker, then name, the codes it had before, and whether it is delisted. */
export function StockOption({ symbol, name, formerSymbols = [], delistedOn = null }: Suggestion) {
  return (
    <>
      <span className="w-16 shrink-0 font-mono font-semibold">{symbol}</span>
      {/* Under the name, so a narrow list keeps the name readable. */}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-muted">{name}</span>
        {formerSymbols.length > 0 ? (
          <span className="block truncate text-xs text-muted">formerly {formerSymbols.join(', ')}</span>
        ) : null}
      </span>
      {delistedOn ? (
        <Badge tone="down" className="ml-auto shrink-0">
          Delisted
        </Badge>
      ) : null}
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
