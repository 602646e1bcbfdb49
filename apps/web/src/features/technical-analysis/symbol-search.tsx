import { useMemo } from 'react';
import { useInstrumentSearch } from '@/lib/market-api';
import { Combobox, useComboboxText } from '@/ui/combobox';
import { StockOption } from '@/ui/stock-picker';

/**
 * Symbol search with up to 10 suggestions (spec §2): up/down move the highlight, Enter picks the
 * highlighted (or first) suggestion, Escape closes the list and restores the active symbol.
 */
export function SymbolSearch({ symbol, onChange }: { symbol: string; onChange: (symbol: string) => void }) {
  const { debounced, open, commit, field } = useComboboxText(symbol, onChange);
  const search = useInstrumentSearch(debounced, open);
  const results = useMemo(() => search.data?.results ?? [], [search.data]);

  return (
    <Combobox
      {...field}
      label="Symbol"
      options={results}
      optionKey={(result) => result.symbol}
      renderOption={StockOption}
      onSelect={(result) => commit(result.symbol)}
      onDismiss={() => field.onTextChange(symbol)}
      listLabel="Symbols"
      emptyText="No tickers found"
      loading={search.isFetching}
      autoHighlight
      selectOnFocus
      upperCase
      placeholder="Search symbol"
      className="w-full sm:w-56"
      listClassName="max-h-80 min-w-64"
    />
  );
}
