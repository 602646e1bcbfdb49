import { Check } from 'lucide-react';
import { buttonClasses } from '@/ui/button';
import { cn } from '@/ui/cn';
import { formatRupiah } from '@/lib/format';
import { FREE_TRIAL_DAYS, PLANS } from '@/lib/plans';

const INCLUDED = [
  'All analysis screens',
  'Broker flow & inventory',
  'Sector rotation & seasonality',
  'Ownership & foreign flow',
  'Footprint & indicator charts',
];

export function PricingSection() {
  return (
    <section id="pricing" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">Pricing</p>
          <h2 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Simple plans, full access</h2>
          <p className="mt-4 text-lg text-muted">
            All plans give full feature access and differ only in duration. Every plan starts with a{' '}
            {FREE_TRIAL_DAYS}-day free trial.
          </p>
        </div>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3 md:items-stretch">
          {PLANS.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-surface p-7 shadow-sm',
                plan.popular
                  ? 'border-primary shadow-lg ring-1 ring-primary md:-my-3 md:py-10'
                  : 'border-border',
              )}
            >
              {plan.popular ? (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-fg">
                  Most Popular
                </span>
              ) : null}
              <h3 className="text-lg font-semibold">{plan.name}</h3>
              <p className="mt-4 flex items-baseline gap-1.5">
                <span className="text-4xl font-bold tracking-tight">{formatRupiah(plan.priceRupiah)}</span>
                <span className="text-muted">/ {plan.periodLabel}</span>
              </p>
              <p className="mt-1 h-5 text-sm text-muted">
                {plan.months > 1
                  ? `≈ ${formatRupiah(plan.priceRupiah / plan.months)} per bulan`
                  : 'Billed monthly'}
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {INCLUDED.map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
              <a
                href="/auth?mode=register"
                className={buttonClasses({
                  variant: plan.popular ? 'primary' : 'outline',
                  className: 'mt-8 w-full',
                })}
                aria-label={`Start Free Trial with ${plan.name}`}
              >
                Start Free Trial
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-muted">
          Pay with QRIS, e-wallet, virtual account, credit or debit card, Alfa Group or Indomaret.
        </p>
      </div>
    </section>
  );
}
