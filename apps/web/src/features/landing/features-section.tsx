import { BookOpen, ChartCandlestick, Landmark, ListChecks, Orbit, RefreshCcw } from 'lucide-react';

const FEATURES = [
  {
    icon: Landmark,
    title: 'Broker Activity',
    text: 'Bandarmology made visible: broker transactions, summaries and inventory show who accumulates or distributes a stock, and at what average price.',
  },
  {
    icon: RefreshCcw,
    title: 'Market Rotation',
    text: 'Relative rotation graphs, seasonality heatmaps and trend filters show which sectors and stocks are gaining on the index.',
  },
  {
    icon: ListChecks,
    title: 'Stock Transaction',
    text: 'Done summary and done detail: lots and frequency at every price level, and every matched trade by board and broker.',
  },
  {
    icon: BookOpen,
    title: 'Story',
    text: 'An accumulation screener, local and foreign market participants, ownership structure and foreign flow, stock by stock.',
  },
  {
    icon: ChartCandlestick,
    title: 'Technical Analysis',
    text: 'Candles with indicators in their own panes, and a footprint chart of bid and ask volume at each price level.',
  },
  {
    icon: Orbit,
    title: 'Bazimology',
    text: "Ba Zi & Shio: price spikes grouped by the Chinese calendar's elements and zodiac, for traders who read the cycles too.",
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="scroll-mt-20 border-y border-border bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">Features</p>
          <h2 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Every angle on a stock, one workspace
          </h2>
          <p className="mt-4 text-lg text-muted">
            From the broker tape to the ownership register, Pantau connects the flows that move IDX prices.
          </p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-xl border border-border bg-bg p-6 transition hover:border-primary/40"
            >
              <span className="grid size-11 place-items-center rounded-lg bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
