import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';

/**
 * A table's scroll box that says when columns lie beyond its right edge: a "Scroll sideways" hint
 * above it while it is wider than the screen, and a fade on the edge until the end is reached. It
 * takes keyboard focus so the columns can be reached with the arrow keys too.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);
  const [moreRight, setMoreRight] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const overflow = box.scrollWidth - box.clientWidth;
      setWide(overflow > 1);
      setMoreRight(overflow - box.scrollLeft > 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <div className="min-w-0 space-y-1">
      {wide ? (
        <p className="text-right text-xs text-muted" data-testid="scroll-hint">
          Scroll sideways for more columns →
        </p>
      ) : null}
      <div className="relative">
        <div
          ref={ref}
          role="region"
          aria-label={label}
          tabIndex={0}
          className={cn(
            'overflow-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            className,
          )}
        >
          {children}
        </div>
        {moreRight ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 z-[3] w-8 rounded-r-lg bg-linear-to-l from-surface to-transparent"
          />
        ) : null}
      </div>
    </div>
  );
}
