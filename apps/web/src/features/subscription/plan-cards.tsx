import { Check } from 'lucide-react';
import type { TPlan } from '@pantau/contracts';
import { formatRupiah } from '@/lib/format';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Spinner } from '@/ui/spinner';

const INCLUDED = ['All analysis screens', 'Broker flow & inventory', 'Footprint & indicator charts'];

/** Choose Your Plan: the server's catalogue, 'Most Popular' tag, 'Subscribe to {plan}'. */
export function PlanCards({
  plans,
  busyPlanId,
  onSubscribe,
  error,
}: {
  plans: TPlan[] | undefined;
  busyPlanId: string | null;
  onSubscribe: (plan: TPlan) => void;
  error?: string;
}) {
  return (
    <section aria-labelledby="choose-plan" className="space-y-4">
      <div>
        <h2 id="choose-plan" className="text-lg font-semibold tracking-tight">
          Choose Your Plan
        </h2>
        <p className="text-sm text-muted">Plans differ only in duration; every plan unlocks every feature.</p>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {!plans && !error ? (
        <div className="grid min-h-40 place-items-center">
          <Spinner className="size-6" />
        </div>
      ) : null}
      <ul className="grid gap-4 pt-2 md:grid-cols-3">
        {plans?.map((plan) => (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-xl border bg-surface p-5 shadow-sm sm:p-6',
              plan.popular ? 'border-primary ring-1 ring-primary' : 'border-border',
            )}
          >
            {plan.popular ? (
              <span className="absolute -top-3 left-5 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-fg">
                Most Popular
              </span>
            ) : null}
            <h3 className="font-semibold">{plan.name}</h3>
            <p className="mt-3 flex flex-wrap items-baseline gap-x-1.5">
              <span className="text-3xl font-bold tracking-tight">{formatRupiah(plan.price)}</span>
              <span className="text-sm text-muted">/ {plan.period}</span>
            </p>
            <p className="mt-1 text-xs text-muted">
              {plan.duration > 1
                ? `≈ ${formatRupiah(plan.price / plan.duration)} per bulan`
                : 'Billed monthly'}
            </p>
            <ul className="mt-5 flex-1 space-y-2 text-sm">
              {INCLUDED.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <Button
              className="mt-6 w-full"
              variant={plan.popular ? 'primary' : 'outline'}
              disabled={busyPlanId !== null}
              onClick={() => onSubscribe(plan)}
            >
              {busyPlanId === plan.id ? (
                <Spinner className="size-4 text-current" label="Preparing order" />
              ) : null}
              Subscribe to {plan.name}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
