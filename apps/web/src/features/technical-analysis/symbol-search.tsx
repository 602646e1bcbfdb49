import { useEffect, useMemo, useState } from 'react';
import { useInstrumentSearch } from '@/lib/market-api';
import { useDebounced } from '@/lib/use-debounced';
import { Combobox } from '@/ui/combobox';

const SEARCH_DELAY_MS = 200;

/**
 * Symbol search with up to 10 suggestions (spec §2): up/down move the highlight, Enter picks the
 * highlighted (or first) suggestion, Escape closes the list and restores the active symbol.
 */
export function SymbolSearch({ symbol, onChange }: { symbol: string; onChange: (symbol: string) => void }) {
  const [text, setText] = useState(symbol);
  const [open, setOpen] = useState(false);
  const debounced = useDebounced(text.trim(), SEARCH_DELAY_MS);

  useEffect(() => setText(symbol), [symbol]);

  const search = useInstrumentSearch(debounced, open);
  const results = useMemo(() => search.data?.results ?? [], [search.data]);

  return (
    <Combobox
      label="Symbol"
      text={text}
      onTextChange={setText}
      open={open}
      onOpenChange={setOpen}
      options={results}
      optionKey={(result) => result.symbol}
      renderOption={(result) => (
        <>
          <span className="w-16 font-mono font-semibold">{result.symbol}</span>
          <span className="truncate text-muted">{result.name}</span>
        </>
      )}
      onSelect={(result) => {
        setText(result.symbol);
        onChange(result.symbol);
      }}
      onDismiss={() => setText(symbol)}
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
