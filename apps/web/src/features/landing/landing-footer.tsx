import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/ui/button';
import { Logo } from '@/ui/logo';

export function CallToAction() {
  return (
    <section className="px-4 py-20 sm:px-6">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-teal-800 via-teal-900 to-slate-900 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full border border-white/10"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full border border-white/10"
        />
        <h2 className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Start reading the flow today
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-teal-100/85">
          Seven days free, full access from the first day. Choose a plan only when you are convinced.
        </p>
        <a
          href="/auth?mode=register"
          className={buttonClasses({
            size: 'lg',
            className: 'relative mt-8 bg-white text-teal-900 hover:bg-teal-50',
          })}
        >
          Start Free Trial
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-3 text-sm text-muted">
            Market analysis for the Indonesia Stock Exchange. An analysis tool, not investment advice.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
          <a href="#features" className="hover:text-fg">
            Features
          </a>
          <a href="#pricing" className="hover:text-fg">
            Pricing
          </a>
          <a href="/auth?mode=login" className="hover:text-fg">
            Sign In
          </a>
          <a href="/auth?mode=register" className="hover:text-fg">
            Register
          </a>
        </nav>
      </div>
      <div className="border-t border-border py-5 text-center text-xs text-muted">
        © {new Date().getFullYear()} Pantau
      </div>
    </footer>
  );
}
