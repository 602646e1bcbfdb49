import { Link } from 'react-router';
import { ThemeToggle } from '@/app/theme-toggle';
import { buttonClasses } from '@/ui/button';
import { Logo } from '@/ui/logo';

const SECTIONS = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#faq', label: 'FAQ' },
];

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-bg/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" aria-label="Pantau home" className="mr-auto">
          <Logo />
        </Link>
        <nav aria-label="Sections" className="mr-4 hidden items-center gap-6 text-sm text-muted md:flex">
          {SECTIONS.map((section) => (
            <a key={section.href} href={section.href} className="transition-colors hover:text-fg">
              {section.label}
            </a>
          ))}
        </nav>
        <ThemeToggle />
        <Link
          to="/auth?mode=login"
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2.5 sm:px-3' })}
        >
          Sign In
        </Link>
        <Link to="/auth?mode=register" className={buttonClasses({ size: 'sm' })}>
          Register
        </Link>
      </div>
    </header>
  );
}
