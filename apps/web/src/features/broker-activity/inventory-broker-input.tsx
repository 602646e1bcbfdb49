import type { TBroker } from '@pantau/contracts';
import { MAX_INVENTORY_BROKERS } from '@pantau/contracts';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { SUGGESTION_LIMIT, useBrokerSearch } from '@/lib/market-api';
import { Combobox, useComboboxText } from '@/ui/combobox';

/**
 * Broker input: text upper-cased, up to 10 suggestions that are not selected yet ('No brokers
 * found' otherwise); choosing one adds its chip. Disabled once 10 brokers are chosen (the API's limit).
 */
export function InventoryBrokerInput({
  selected,
  onAdd,
}: {
  selected: readonly string[];
  onAdd: (code: string) => void;
}) {
  const { debounced, open, field } = useComboboxText('', onAdd);
  const full = selected.length >= MAX_INVENTORY_BROKERS;
  const search = useBrokerSearch(debounced, open && !full);
  const suggestions = useMemo<TBroker[]>(
    () =>
      (search.data?.results ?? [])
        .filter((broker) => !selected.includes(broker.code))
        .slice(0, SUGGESTION_LIMIT),
    [search.data, selected],
  );

  return (
    <Combobox
      {...field}
      label="Broker"
      options={suggestions}
      optionKey={(broker) => broker.code}
      renderOption={(broker) => (
        <>
          <span className="w-8 font-mono font-semibold">{broker.code}</span>
          <span className="min-w-0 flex-1 truncate text-muted">{broker.name}</span>
          <span className="text-xs text-muted">{broker.category}</span>
        </>
      )}
      onSelect={(broker) => {
        onAdd(broker.code);
        field.onTextChange('');
      }}
      listLabel="Brokers"
      emptyText="No brokers found"
      loading={search.isFetching}
      disabled={full}
      upperCase
      icon={Plus}
      placeholder={full ? `Maksimal ${MAX_INVENTORY_BROKERS} broker` : 'Add broker'}
    />
  );
}
