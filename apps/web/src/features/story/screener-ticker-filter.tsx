import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Combobox } from '@/ui/combobox';
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
  const [open, setOpen] = useState(false);
  const suggestions = useMemo(() => tickerSuggestions(symbols, value, SUGGESTION_LIMIT), [symbols, value]);

  return (
    <Combobox
      label="Ticker"
      text={value}
      onTextChange={(text) => onChange(text.replace(/[^A-Z0-9-]/g, '').slice(0, 12))}
      open={open}
      onOpenChange={setOpen}
      options={suggestions}
      optionKey={(symbol) => symbol}
      renderOption={(symbol) => <span className="font-mono font-semibold">{symbol}</span>}
      onSelect={onChange}
      listLabel="Ticker suggestions"
      emptyText="No tickers found"
      listHidden={value.trim() === '' || suggestions.includes(value.trim())}
      upperCase
      placeholder="Filter tickers"
      className="w-full sm:w-56"
      inputClassName="pr-9 placeholder:font-sans placeholder:normal-case"
      trailing={
        value ? (
          <button
            type="button"
            aria-label="Clear ticker filter"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted hover:text-fg"
            onClick={() => {
              onChange('');
              setOpen(false);
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null
      }
    />
  );
}
