import { describe, expect, it } from 'vitest';
import { INDICATOR_TYPES } from '../chart-model';
import { INDICATOR_MODULES, indicatorModule } from './registry';

describe('indicator registry', () => {
  it('has exactly one module for every declared indicator type, in the declared order', () => {
    expect(INDICATOR_MODULES.map((entry) => entry.type)).toEqual([...INDICATOR_TYPES]);
    for (const type of INDICATOR_TYPES) expect(indicatorModule(type).type).toBe(type);
  });
});
