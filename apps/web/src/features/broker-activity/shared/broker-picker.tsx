import { useEffect, useMemo, useState } from 'react';
import { Combobox } from '@/ui/combobox';
import { useBrokerSearch } from '@/lib/market-api';
import { useDebounced } from '@/lib/use-debounced';
import { BrokerCategoryBadge } from './broker-category-badge';

const SEARCH_DELAY_MS = 200;

/**
 * Broker input with suggestions (code or name containing the text, at most 10, 'No brokers found').
 * Text is upper-cased; the active broker changes only when the text equals a known code or a
 * suggestion is clicked (spec §4, §5).
 */
export function BrokerPicker({ broker, onChange }: { broker: string; onChange: (broker: string) => void }) {
  const [text, setText] = useState(broker);
  const [open, setOpen] = useState(false);
  const debounced = useDebounced(text.trim(), SEARCH_DELAY_MS);

  useEffect(() => setText(broker), [broker]);

  const search = useBrokerSearch(debounced, open || debounced !== broker);
  const results = useMemo(() => search.data?.results ?? [], [search.data]);

  useEffect(() => {
    const exact = results.find((result) => result.code === debounced);
    if (exact && exact.code !== broker && debounced === text.trim()) onChange(exact.code);
  }, [results, debounced, text, broker, onChange]);

  return (
    <Combobox
      label="Broker"
      text={text}
      onTextChange={setText}
      open={open}
      onOpenChange={setOpen}
      options={results}
      optionKey={(result) => result.code}
      renderOption={(result) => (
        <>
          <span className="w-8 font-mono font-semibold">{result.code}</span>
          <span className="min-w-0 flex-1 truncate text-muted">{result.name}</span>
          <BrokerCategoryBadge category={result.category} />
        </>
      )}
      onSelect={(result) => {
        setText(result.code);
        onChange(result.code);
      }}
      listLabel="Brokers"
      emptyText="No brokers found"
      loading={search.isFetching}
      selectedKey={broker}
      upperCase
      placeholder="Search broker"
      listClassName="min-w-64"
    />
  );
}
