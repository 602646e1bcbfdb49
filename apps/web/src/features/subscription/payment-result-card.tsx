import type { ReactNode } from 'react';
import { Card, CardContent } from '@/ui/card';
import { cn } from '@/ui/cn';
import { PageHeader } from '@/ui/page-header';

const TONES = {
  up: 'text-up bg-up/10',
  down: 'text-down bg-down/10',
  pending: 'text-accent bg-accent-soft',
} as const;

/** The frame the three public payment result pages share. */
export function PaymentResultCard({
  icon,
  tone,
  title,
  description,
  children,
  actions,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  description: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card className="shadow-lg">
      <CardContent className="flex flex-col items-center gap-6 p-6 text-center sm:p-8 [&_header]:items-center">
        <span className={cn('grid size-14 place-items-center rounded-full [&_svg]:size-7', TONES[tone])}>
          {icon}
        </span>
        <PageHeader title={title} description={description} />
        {children ? <div className="w-full text-left">{children}</div> : null}
        <div className="flex w-full flex-col-reverse justify-center gap-3 sm:w-auto sm:flex-row">
          {actions}
        </div>
      </CardContent>
    </Card>
  );
}

/** Label / value rows for an order's facts. */
export function OrderFacts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-border rounded-lg border border-border bg-surface-muted/60 px-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-4 py-2.5">
          <dt className="text-muted">{label}</dt>
          <dd className="text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
