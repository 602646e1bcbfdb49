import { describe, expect, it } from 'vitest';
import { SCREEN_METRICS } from '@pantau/contracts';
import { BASE_METRIC_IDS } from '@pantau/market';

// The catalogue members see (contracts) and what the market package computes are two lists, since
// the pure package does not depend on the API's schemas; this keeps them one set of metrics.
describe('the screen metric catalogue', () => {
  it('is computed by the market package: every metric without parameters, and no other', () => {
    const parameterless = SCREEN_METRICS.filter((metric) => !metric.params?.length).map(
      (metric) => metric.id,
    );
    expect([...BASE_METRIC_IDS].sort()).toEqual([...parameterless].sort());
  });
});
