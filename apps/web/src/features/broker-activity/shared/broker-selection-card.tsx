import type { ReactNode } from 'react';
import type { TBoardFilter } from '@pantau/contracts';
import { DateSelectionCard } from '@/ui/date-selection-card';
import { SegmentedControl } from '@/ui/segmented-control';
import { BOARD_OPTIONS, type BrokerSelection, type Layout } from './use-broker-selection';

const LAYOUT_OPTIONS: { value: Layout; label: string }[] = [
  { value: 'horizontal', label: 'Horizontal' },
  { value: 'vertical', label: 'Vertical' },
];
const BOARD_LABELS: { value: TBoardFilter; label: string }[] = BOARD_OPTIONS.map((board) => ({
  value: board,
  label: board,
}));

/** The broker screens' controls: picker, dates, Quick Select, Layout, Board and the date chips. */
export function BrokerSelectionCard({
  title,
  selection,
  picker,
}: {
  title: string;
  selection: BrokerSelection;
  picker: ReactNode;
}) {
  return (
    <DateSelectionCard title={title} picker={picker} selection={selection}>
      <SegmentedControl
        label="Layout"
        value={selection.layout}
        options={LAYOUT_OPTIONS}
        onChange={(next) => selection.update({ layout: next })}
      />
      <SegmentedControl
        label="Board"
        value={selection.board}
        options={BOARD_LABELS}
        onChange={(next) => selection.update({ board: next })}
      />
    </DateSelectionCard>
  );
}
