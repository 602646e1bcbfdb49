import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/ui/button';
import { FREE_TRIAL_DAYS } from '@/lib/plans';
import { HeroArt } from './hero-art';

const INDICES = ['COMPOSITE', 'LQ45', 'IDX30', 'IDX80', 'IDXQ30'];

export function HeroSection() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[36rem] bg-[radial-gradient(60%_60%_at_70%_0%,var(--color-primary-soft),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted shadow-sm">
            <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
            Built for the Indonesia Stock Exchange
          </p>
          <h1 className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            See who moves the market <span className="text-primary">before the price does.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted">
            Pantau brings bandarmology to every IDX stock: broker flow and inventory, sector rotation,
            ownership and foreign flow, and technical charts down to the footprint of each candle.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="/auth?mode=register" className={buttonClasses({ size: 'lg' })}>
              Start Free Trial
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
            <a href="/auth?mode=login" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              Sign In
            </a>
          </div>
          <p className="mt-4 text-sm text-muted">
            {FREE_TRIAL_DAYS}-day free trial · no card required · every plan has every feature
          </p>
          <ul aria-label="Indices covered" className="mt-10 flex flex-wrap gap-2">
            {INDICES.map((index) => (
              <li
                key={index}
                className="rounded-md border border-border bg-surface px-2.5 py-1 font-mono text-xs text-muted"
              >
                {index}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-sm sm:max-w-md lg:max-w-none">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
