import { Link, Outlet } from 'react-router';
import { ThemeToggle } from '@/app/theme-toggle';
import { Logo } from '@/ui/logo';
import { AuthArt } from './auth-art';

/** Two columns on large screens: a brand panel on the left, the auth card on the right. */
export function AuthLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-teal-950 via-teal-900 to-slate-900 text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
        <AuthArt />
        <Link to="/" className="relative flex items-center gap-2.5 text-white" aria-label="Pantau home">
          <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="white" fillOpacity="0.12" />
            <path
              d="M7 21.5 12.5 15l4 3.5L25 9"
              fill="none"
              stroke="#5eead4"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="25" cy="9" r="2.2" fill="white" />
          </svg>
          <span className="text-lg font-bold tracking-tight">Pantau</span>
        </Link>
        <div className="relative max-w-md">
          <p className="text-3xl leading-tight font-semibold text-balance">
            Read the flow before the price moves.
          </p>
          <p className="mt-4 text-teal-100/80">
            Broker flows, sector rotation, ownership and foreign flow for every stock on the Indonesia Stock
            Exchange, in one place.
          </p>
        </div>
      </aside>
      <div className="relative flex min-h-dvh flex-col">
        <header className="flex items-center justify-between px-4 py-4 sm:px-8">
          <Link to="/" className="lg:invisible" aria-label="Pantau home">
            <Logo />
          </Link>
          <ThemeToggle />
        </header>
        <main className="flex flex-1 items-center justify-center px-4 pb-16 sm:px-8">
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
