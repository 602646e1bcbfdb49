import { Pencil, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { TAdminBroker } from '@pantau/contracts';
import { useTheme } from '@/app/theme';
import { brokerColourHex } from '@/lib/broker-colours';
import { formatNumber, formatShortDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Dialog, DialogContent } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { ScrollRegion } from '@/ui/scroll-region';
import { PanelEmpty, PanelQueryState } from '../panel-error';
import { BrokerForm } from './broker-form';
import { useAdminBrokers } from './brokers-api';

const COLUMNS = ['Code', 'Name', 'Group', 'Colour', 'Retired', 'Last active'];

// The header stays in view while the rows scroll under it; a shadow stands in for its bottom border.
const headCell =
  'sticky top-0 z-[2] bg-surface pr-4 pb-2.5 font-medium shadow-[inset_0_-1px_0_var(--color-border)]';

function matches(broker: TAdminBroker, text: string): boolean {
  return broker.code.toLowerCase().includes(text) || broker.name.toLowerCase().includes(text);
}

function DateCell({ date }: { date: string | null }) {
  return (
    <td className="py-3 pr-4 whitespace-nowrap tabular-nums">
      {date ? <time dateTime={date}>{formatShortDate(date)}</time> : '—'}
    </td>
  );
}

function BrokerRow({ broker, dark, onEdit }: { broker: TAdminBroker; dark: boolean; onEdit: () => void }) {
  return (
    // Muted by colour, not opacity, so a retired row keeps its text contrast.
    <tr className={cn('align-middle', broker.retired_on && 'text-muted')}>
      <td className="py-3 pr-4 font-mono font-semibold whitespace-nowrap">{broker.code}</td>
      <td className="py-3 pr-4">{broker.name}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{broker.category}</td>
      <td className="py-3 pr-4 whitespace-nowrap">
        <span className="inline-flex items-center gap-2">
          <span
            className="size-3 shrink-0 rounded-full"
            style={{ background: brokerColourHex(broker.colour, dark) }}
            aria-hidden="true"
          />
          {broker.colour}
        </span>
      </td>
      <DateCell date={broker.retired_on} />
      <DateCell date={broker.last_active} />
      <td className="py-3 text-right">
        <Button variant="ghost" size="sm" aria-label={`Edit ${broker.code}`} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
      </td>
    </tr>
  );
}

/** GET /api/admin/brokers, by code; a row's Edit opens its name, group, colour and retirement date. */
export function BrokersCard() {
  const brokers = useAdminBrokers();
  const dark = useTheme().resolvedTheme === 'dark';
  const [filterText, setFilterText] = useState('');
  const [editing, setEditing] = useState<TAdminBroker | null>(null);
  const all = brokers.data?.brokers;
  const text = filterText.trim().toLowerCase();
  const shown = useMemo(() => (all ?? []).filter((broker) => matches(broker, text)), [all, text]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Brokers</CardTitle>
        <CardDescription>
          Names and groups colour every broker screen. A code first seen in a Broker Summary arrives as Lokal,
          Grey: set its group here. A retired code keeps its history.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted" aria-live="polite">
            {all
              ? `${text ? `${formatNumber(shown.length)} of ` : ''}${formatNumber(all.length)} brokers`
              : null}
          </p>
          <label className="relative sm:w-64">
            <span className="sr-only">Filter by code or name</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <Input
              type="search"
              className="pl-9"
              placeholder="Filter by code or name"
              autoComplete="off"
              spellCheck={false}
              value={filterText}
              onChange={(event) => setFilterText(event.target.value)}
            />
          </label>
        </div>
        {brokers.isPending || brokers.isError ? (
          <PanelQueryState query={brokers} what="brokers" />
        ) : shown.length === 0 ? (
          <PanelEmpty>{text ? `No broker matches “${filterText.trim()}”.` : 'No brokers yet.'}</PanelEmpty>
        ) : (
          <ScrollRegion label="Brokers" className="-mx-5 max-h-[32rem] px-5 sm:-mx-6 sm:px-6">
            <table className="w-full min-w-[46rem] text-sm">
              <thead>
                <tr className="text-left text-xs tracking-wide text-muted uppercase">
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className={headCell}>
                      {column}
                    </th>
                  ))}
                  {/* Positioned, so its visually hidden name stays inside the scroll box and cannot widen the page. */}
                  <th scope="col" className={cn(headCell, 'pr-0')}>
                    <span className="sr-only">Edit</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {shown.map((broker) => (
                  <BrokerRow
                    key={broker.code}
                    broker={broker}
                    dark={dark}
                    onEdit={() => setEditing(broker)}
                  />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent title={`Edit ${editing.code}`} description={editing.name}>
            <BrokerForm broker={editing} onDone={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
