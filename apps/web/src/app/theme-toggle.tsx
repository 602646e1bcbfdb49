import { Moon, Sun } from 'lucide-react';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { useTheme } from './theme';

/** One-click switch between light and dark (public pages; the shell has the full theme menu). */
export function ThemeToggle({ className }: { className?: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('text-muted hover:text-fg', className)}
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
    </Button>
  );
}
