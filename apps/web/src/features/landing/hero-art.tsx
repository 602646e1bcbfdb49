/**
 * Decorative only: rotation rings, a curved trail and abstract bars evoking the product's
 * charts. No axes, labels or numbers, so nothing reads as market data.
 */
export function HeroArt() {
  return (
    <svg viewBox="0 0 480 420" className="h-auto w-full" aria-hidden="true">
      <defs>
        <linearGradient id="hero-trail" x1="0" x2="1" y1="1" y2="0">
          <stop offset="0" stopColor="var(--color-primary)" stopOpacity="0.15" />
          <stop offset="1" stopColor="var(--color-primary)" />
        </linearGradient>
        <linearGradient id="hero-panel" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="var(--color-surface)" />
          <stop offset="1" stopColor="var(--color-surface-muted)" />
        </linearGradient>
      </defs>
      <rect
        x="20"
        y="20"
        width="440"
        height="380"
        rx="28"
        fill="url(#hero-panel)"
        stroke="var(--color-border)"
      />
      <g stroke="var(--color-border)" fill="none">
        <line x1="240" y1="44" x2="240" y2="376" strokeDasharray="3 7" />
        <line x1="44" y1="210" x2="436" y2="210" strokeDasharray="3 7" />
        <circle cx="240" cy="210" r="60" />
        <circle cx="240" cy="210" r="112" />
        <circle cx="240" cy="210" r="164" strokeOpacity="0.6" />
      </g>
      <path
        d="M120 300 C 150 330, 200 320, 220 280 S 250 200, 300 180 S 360 120, 370 96"
        fill="none"
        stroke="url(#hero-trail)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <g fill="var(--color-primary)">
        <circle cx="120" cy="300" r="4" fillOpacity="0.25" />
        <circle cx="220" cy="280" r="5" fillOpacity="0.45" />
        <circle cx="300" cy="180" r="6" fillOpacity="0.7" />
        <circle cx="370" cy="96" r="10" />
      </g>
      <circle cx="370" cy="96" r="20" fill="none" stroke="var(--color-primary)" strokeOpacity="0.35" />
      <path
        d="M90 140 C 130 120, 150 160, 190 130"
        fill="none"
        stroke="var(--color-accent)"
        strokeOpacity="0.8"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="190" cy="130" r="6" fill="var(--color-accent)" />
      <g>
        <rect x="300" y="300" width="14" height="56" rx="4" fill="var(--color-up)" fillOpacity="0.75" />
        <rect x="322" y="318" width="14" height="38" rx="4" fill="var(--color-down)" fillOpacity="0.7" />
        <rect x="344" y="286" width="14" height="70" rx="4" fill="var(--color-up)" fillOpacity="0.75" />
        <rect x="366" y="270" width="14" height="86" rx="4" fill="var(--color-up)" fillOpacity="0.75" />
        <rect x="388" y="296" width="14" height="60" rx="4" fill="var(--color-down)" fillOpacity="0.7" />
      </g>
    </svg>
  );
}
