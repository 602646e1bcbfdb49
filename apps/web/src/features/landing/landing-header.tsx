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
        <a href="/" aria-label="Pantau home" className="mr-auto">
          <Logo />
        </a>
        <nav aria-label="Sections" className="mr-4 hidden items-center gap-6 text-sm text-muted md:flex">
          {SECTIONS.map((section) => (
            <a key={section.href} href={section.href} className="transition-colors hover:text-fg">
              {section.label}
            </a>
          ))}
        </nav>
        <ThemeToggle />
        <a
          href="/auth?mode=login"
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2.5 sm:px-3' })}
        >
          Sign In
        </a>
        <a href="/auth?mode=register" className={buttonClasses({ size: 'sm' })}>
          Register
        </a>
      </div>
    </header>
  );
}
