/** Decorative panel art: a grid of faint rotation rings and flow lines (no data). */
export function AuthArt() {
  return (
    <svg
      className="absolute inset-0 size-full"
      viewBox="0 0 600 800"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <pattern id="auth-grid" width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0V40" fill="none" stroke="white" strokeOpacity="0.07" />
        </pattern>
        <radialGradient id="auth-glow" cx="0.7" cy="0.25" r="0.6">
          <stop offset="0" stopColor="#5eead4" stopOpacity="0.35" />
          <stop offset="1" stopColor="#5eead4" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="600" height="800" fill="url(#auth-grid)" />
      <rect width="600" height="800" fill="url(#auth-glow)" />
      <g fill="none" stroke="white" strokeOpacity="0.14">
        <circle cx="430" cy="220" r="90" />
        <circle cx="430" cy="220" r="150" />
        <circle cx="430" cy="220" r="210" strokeDasharray="4 8" />
      </g>
      <g fill="none" strokeLinecap="round" strokeWidth="2.5">
        <path
          d="M-10 640 C 120 600, 160 520, 260 540 S 420 470, 620 380"
          stroke="#5eead4"
          strokeOpacity="0.55"
        />
        <path
          d="M-10 700 C 140 690, 200 610, 300 630 S 460 560, 620 520"
          stroke="white"
          strokeOpacity="0.25"
        />
      </g>
    </svg>
  );
}
