import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { Logo } from '@/ui/logo';
import { PageHeader } from '@/ui/page-header';

export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6">
        <Link to="/" aria-label="Pantau home">
          <Logo />
        </Link>
      </header>
      <main className="grid flex-1 place-items-center px-4 pb-24 text-center">
        <div className="flex max-w-md flex-col items-center gap-6">
          <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
            <Compass className="size-7" aria-hidden="true" />
          </span>
          <p className="font-mono text-sm font-semibold tracking-widest text-primary">404</p>
          <div className="[&_header]:items-center [&_p]:mx-auto">
            <PageHeader
              title="Page not found"
              description="The page you are looking for does not exist or has moved."
            />
          </div>
          <Link to="/" className={buttonClasses()}>
            Back to home
          </Link>
        </div>
      </main>
    </div>
  );
}
