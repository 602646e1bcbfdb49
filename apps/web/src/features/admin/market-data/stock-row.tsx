import { Pencil } from 'lucide-react';
import type { TAdminStock } from '@pantau/contracts';
import { SECTORS, sectorName } from '@pantau/market';
import { formatShortDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';

/** The sector's short name for a known IDX-IC letter, else the letter as stored ("—" when blank). */
function sectorLabel(letter: string): string {
  const known = SECTORS.find((sector) => sector.code === letter);
  return known ? sectorName(known.code) : letter || '—';
}

function DateCell({ date }: { date: string | null }) {
  return (
    <td className="py-3 pr-4 whitespace-nowrap tabular-nums">
      {date ? <time dateTime={date}>{formatShortDate(date)}</time> : '—'}
    </td>
  );
}

export function StockRow({ stock, onEdit }: { stock: TAdminStock; onEdit: () => void }) {
  return (
    // Muted by colour, not opacity, so a delisted row keeps its text contrast.
    <tr className={cn('align-middle', stock.delisted_on && 'text-muted')}>
      <td className="py-3 pr-4 whitespace-nowrap">
        <span className="font-mono font-semibold">{stock.symbol}</span>
        {stock.former_symbols.length > 0 ? (
          <span className="block text-xs text-muted">formerly {stock.former_symbols.join(', ')}</span>
        ) : null}
      </td>
      <td className="min-w-48 py-3 pr-4">{stock.name}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{sectorLabel(stock.sector)}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{stock.board || '—'}</td>
      <DateCell date={stock.listed_on} />
      <DateCell date={stock.delisted_on} />
      <td className="py-3 text-right">
        <Button variant="ghost" size="sm" aria-label={`Edit ${stock.symbol}`} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
      </td>
    </tr>
  );
}
