/** WCAG 2.x colour arithmetic on hex colours (the form the theme tokens take). */

type Rgb = readonly number[];

// The CSS minifier shortens tokens (#ffffff becomes #fff), so both lengths occur at run time.
function parseHex(colour: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) throw new Error(`not a hex colour: ${colour}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

/** `colour` laid over `background` at `opacity` (0-1), as the browser composites it. */
export function mixColours(colour: string, background: string, opacity: number): string {
  const top = parseHex(colour);
  const bottom = parseHex(background);
  return toHex(top.map((part, i) => part * opacity + bottom[i]! * (1 - opacity)));
}

function relativeLuminance(colour: string): number {
  const [r, g, b] = parseHex(colour).map((part) => {
    const channel = part / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const BLACK = '#000000';
const WHITE = '#ffffff';

/**
 * A text colour for `background`: the first of `candidates` (the theme's own text colours, in order
 * of preference) that reaches `minimum` contrast, else black or white, whichever reads better. One
 * of those two always reaches 4.5:1, whatever the background.
 */
export function readableTextOn(background: string, candidates: readonly string[], minimum = 4.5): string {
  const readable = candidates.find((candidate) => contrastRatio(candidate, background) >= minimum);
  if (readable) return readable;
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}
