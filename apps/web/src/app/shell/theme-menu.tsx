import { Moon, Sun } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/ui/button';
import { useTheme } from '../theme';

// Radix's menu and its positioning are a sixth of the app shell, which every screen loads, for a
// menu few ever open: it is fetched when the pointer or focus reaches the button, and replaces the
// button, opened, on the first click (or Enter/Space).
const loadDropdown = () => import('./theme-menu-dropdown');
const ThemeMenuDropdown = lazy(loadDropdown);

export function ThemeMenu() {
  const { resolvedTheme } = useTheme();
  const [opened, setOpened] = useState(false);
  const TriggerIcon = resolvedTheme === 'dark' ? Moon : Sun;
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Theme"
      aria-haspopup="menu"
      aria-expanded={false}
      className="text-muted hover:text-fg"
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setOpened(true)}
    >
      <TriggerIcon className="size-5" aria-hidden="true" />
    </Button>
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ThemeMenuDropdown defaultOpen />
    </Suspense>
  );
}
