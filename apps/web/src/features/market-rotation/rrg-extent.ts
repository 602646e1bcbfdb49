/** Spec §9: RRG axes run 90 to 110. */
export const RRG_AXIS = { min: 90, max: 110 } as const;

type RrgPoint = { rsRatio: number; rsMomentum: number };

/** How far the farthest point lies from the 100/100 crosshair on either axis. */
function reachFrom100(points: readonly RrgPoint[]): number {
  let reach = 0;
  for (const point of points) {
    reach = Math.max(reach, Math.abs(point.rsRatio - 100), Math.abs(point.rsMomentum - 100));
  }
  return reach;
}

/**
 * The fixed axes: one range centred on 100, 90 to 110, widened symmetrically in steps of 5 only
 * when a point would fall outside, so the crosshair stays in the middle and no dot is cut off.
 */
export function rrgExtent(points: readonly RrgPoint[]): [number, number] {
  const half = Math.ceil(Math.max(RRG_AXIS.max - 100, reachFrom100(points)) / 5) * 5;
  return [100 - half, 100 + half];
}

/** Half-ranges the fitted axes round up to: ticks at 100 ± half and ± half / 2 stay readable. */
const NICE_HALVES = [1, 1.5, 2, 3, 4, 5, 6, 8, 10];

/**
 * Axes fitted to the data, still centred on 100 so the quadrants keep equal shares: the farthest
 * point plus a 10% margin, rounded up to a readable half-range (at least ±1). Points bunched
 * between 97 and 102 then fill the plot instead of a fifth of it.
 */
export function rrgFittedExtent(points: readonly RrgPoint[]): [number, number] {
  const wanted = Math.max(1, reachFrom100(points) * 1.1);
  const scale = 10 ** Math.floor(Math.log10(wanted));
  const half = (NICE_HALVES.find((nice) => nice * scale >= wanted - 1e-9) ?? 10) * scale;
  return [100 - half, 100 + half];
}
