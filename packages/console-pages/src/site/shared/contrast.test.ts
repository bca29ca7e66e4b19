import { describe, expect, it } from 'vitest';
import { AA_NORMAL, contrastRatio, readableOn } from './contrast';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #777777 on white is the classic just-below-AA grey (4.48:1).
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_NORMAL);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL);
  });
  it('picks readable text', () => {
    expect(readableOn('#07c160')).toBe('#000000');
    expect(readableOn('#0e2f5a')).toBe('#ffffff');
  });
});
