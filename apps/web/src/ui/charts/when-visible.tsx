import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazy chart) once its place first scrolls into view, `fallback` until then
 * and while the chart's chunk loads: a chart below the fold costs its route nothing on first paint.
 */
export function WhenVisible({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (visible || !placeholder) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, [visible]);

  return visible ? (
    <Suspense fallback={fallback}>{children}</Suspense>
  ) : (
    <div ref={placeholderRef}>{fallback}</div>
  );
}
