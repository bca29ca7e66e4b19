import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arcPath, niceTicks, slicesOf } from './scale';

describe('niceTicks', () => {
  it('picks round steps from 0 past the maximum', () => {
    expect(niceTicks(0, 1290).values).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0, 1290, 10).values).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400]);
    expect(niceTicks(0, 7).values).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0, 0).values).toEqual([0, 1]);
    expect(niceTicks(0, 0.3).values.at(-1)).toBe(0.3);
  });

  it('always covers the data with a handful of ticks', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (v) => {
        const t = niceTicks(Math.min(0, v), Math.max(0, v));
        expect(t.min).toBeLessThanOrEqual(Math.min(0, v));
        expect(t.max).toBeGreaterThanOrEqual(Math.max(0, v));
        expect(t.values.length).toBeLessThanOrEqual(12);
        expect(t.values).toContain(0);
      }),
    );
  });
});

describe('slicesOf', () => {
  it('splits the circle by share and ignores negative values', () => {
    const [a, b, c] = slicesOf([50, -3, 50]);
    expect(a).toMatchObject({ start: 0, share: 0.5 });
    expect(b?.share).toBe(0);
    expect(c?.end).toBeCloseTo(2 * Math.PI);
    expect(slicesOf([0, 0])).toEqual([]);
  });

  it('draws a full circle as two arcs', () => {
    const [all] = slicesOf([1]);
    expect(all && arcPath(10, 10, 10, 5, all).match(/A /g)).toHaveLength(4);
  });
});
