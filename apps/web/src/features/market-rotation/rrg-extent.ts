/** Spec §9: RRG axes run 90 to 110. */
export const RRG_AXIS = { min: 90, max: 110 } as const;

/**
 * Both axes share one range centred on 100: 90 to 110, widened symmetrically in steps of 5 only
 * when a point would fall outside, so the crosshair stays in the middle and no dot is cut off.
 */
export function rrgExtent(points: readonly { rsRatio: number; rsMomentum: number }[]): [number, number] {
  let reach = RRG_AXIS.max - 100;
  for (const point of points) {
    reach = Math.max(reach, Math.abs(point.rsRatio - 100), Math.abs(point.rsMomentum - 100));
  }
  const half = Math.ceil(reach / 5) * 5;
  return [100 - half, 100 + half];
}
