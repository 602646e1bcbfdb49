import type { ComponentProps } from 'react';

/**
 * A box that scrolls its content (a wide or tall table). It takes focus so that keyboard users
 * can scroll it with the arrow keys even when nothing inside is focusable, and `label` names it
 * for screen readers (WCAG 2.1.1).
 */
export function ScrollRegion({ label, ...props }: ComponentProps<'div'> & { label: string }) {
  return <div role="region" aria-label={label} tabIndex={0} {...props} />;
}
