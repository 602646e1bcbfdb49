import { useId } from 'react';
import type { TGetBrokerSummaryData } from '@pantau/contracts';
import { Badge, type BadgeTone } from '@/ui/badge';
import { describeTopFlow, FLOW_LABEL_TOPS, labelTopFlow, type FlowLabel } from './shared/broker-flow-label';

const TONES: Record<FlowLabel, BadgeTone> = {
  'Big Accumulation': 'up',
  Accumulation: 'up',
  Neutral: 'muted',
  Distribution: 'down',
  'Big Distribution': 'down',
};

function TopFlowLabel({ data, top }: { data: TGetBrokerSummaryData; top: number }) {
  const tooltipId = useId();
  const flow = labelTopFlow(data.netBuyers, data.netSellers, top);
  return (
    // The rule opens under the list's start, not the label's: under the last label it would run off
    // a phone's screen. Hidden, not invisible, so it takes no width until it shows.
    <li className="group">
      <span
        tabIndex={0}
        aria-describedby={tooltipId}
        data-testid={`top-flow-${top}`}
        className="inline-flex cursor-help items-center gap-1.5 rounded-full outline-offset-2"
      >
        <span className="text-xs font-medium text-muted">Top {top}</span>
        <Badge tone={TONES[flow.label]}>{flow.label}</Badge>
      </span>
      <span
        id={tooltipId}
        role="tooltip"
        className="absolute top-full left-0 z-30 mt-2 hidden w-72 max-w-[80vw] rounded-lg border border-border bg-surface p-3 text-xs text-fg shadow-lg group-focus-within:block group-hover:block"
      >
        {describeTopFlow(flow)}
      </span>
    </li>
  );
}

/** Accumulation/distribution of the top 1, 3 and 5 brokers; hovering a label shows its rule. */
export function BrokerSummaryFlow({ data }: { data: TGetBrokerSummaryData }) {
  return (
    <ul
      aria-label="Top brokers accumulation/distribution"
      className="relative flex flex-wrap items-center gap-x-5 gap-y-2"
    >
      {FLOW_LABEL_TOPS.map((top) => (
        <TopFlowLabel key={top} data={data} top={top} />
      ))}
    </ul>
  );
}
