import { cn } from './cn';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** A round picture, or the name's initials when there is none. */
export function Avatar({
  name,
  src,
  className = 'size-9 text-xs',
}: {
  name: string;
  src: string | null | undefined;
  className?: string;
}) {
  if (src) {
    return <img src={src} alt="" className={cn('shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-fg',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
