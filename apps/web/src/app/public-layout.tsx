import { Link, Outlet } from 'react-router';
import { Logo } from '@/ui/logo';
import { ThemeToggle } from './theme-toggle';

/** Frame for public stand-alone pages (payment results): brand, theme toggle, centred content. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" aria-label="Pantau home">
          <Logo />
        </Link>
        <ThemeToggle />
      </header>
      <main className="grid flex-1 place-items-center px-4 pb-16 sm:px-6">
        <div className="w-full max-w-lg">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
