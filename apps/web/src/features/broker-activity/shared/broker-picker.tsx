import { useEffect, useMemo } from 'react';
import { Combobox, useComboboxText } from '@/ui/combobox';
import { useBrokerSearch } from '@/lib/market-api';
import { BrokerCategoryBadge } from '@/ui/broker-category-badge';

/**
 * Broker input with suggestions (code or name containing the text, at most 10, 'No brokers found').
 * Text is upper-cased; the active broker changes only when the text equals a known code or a
 * suggestion is clicked (spec §4, §5).
 */
export function BrokerPicker({ broker, onChange }: { broker: string; onChange: (broker: string) => void }) {
  const { text, debounced, open, commit, field } = useComboboxText(broker, onChange);
  const search = useBrokerSearch(debounced, open || debounced !== broker);
  const results = useMemo(() => search.data?.results ?? [], [search.data]);

  useEffect(() => {
    const exact = results.find((result) => result.code === debounced);
    if (exact && exact.code !== broker && debounced === text.trim()) onChange(exact.code);
  }, [results, debounced, text, broker, onChange]);

  return (
    <Combobox
      {...field}
      label="Broker"
      options={results}
      optionKey={(result) => result.code}
      renderOption={(result) => (
        <>
          <span className="w-8 font-mono font-semibold">{result.code}</span>
          <span className="min-w-0 flex-1 truncate text-muted">{result.name}</span>
          <BrokerCategoryBadge category={result.category} />
        </>
      )}
      onSelect={(result) => commit(result.code)}
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
