import { describe, expect, it } from 'vitest';
import { createMathChallenge } from '../../src/captcha/math-captcha';

/** A deterministic "random" source replaying the given values. */
const replay = (...values: number[]) => {
  let i = 0;
  return (max: number) => {
    const v = values[i++ % values.length] ?? 0;
    return v % max;
  };
};
// operator indexes: 0 '+', 1 '-', 2 '*', 3 '/'

describe('createMathChallenge', () => {
  it('adds and multiplies', () => {
    expect(createMathChallenge(replay(7, 3, 0))).toEqual({ text: '7+3=?', answer: '10' });
    expect(createMathChallenge(replay(7, 3, 2))).toEqual({ text: '7*3=?', answer: '21' });
  });

  it('never produces a negative difference', () => {
    expect(createMathChallenge(replay(2, 9, 1))).toEqual({ text: '9-2=?', answer: '7' });
  });

  it('divides only when the division is exact, else falls back to +', () => {
    expect(createMathChallenge(replay(8, 4, 3))).toEqual({ text: '8/4=?', answer: '2' });
    expect(createMathChallenge(replay(7, 2, 3))).toEqual({ text: '7+2=?', answer: '9' });
    expect(createMathChallenge(replay(5, 0, 3))).toEqual({ text: '5+0=?', answer: '5' });
  });

  it('keeps operands in 0-9 and answers non-negative integers', () => {
    for (let i = 0; i < 500; i += 1) {
      const { text, answer } = createMathChallenge();
      expect(text).toMatch(/^\d[+\-*/]\d=\?$/);
      expect(Number.isInteger(Number(answer)) && Number(answer) >= 0).toBe(true);
    }
  });
});
