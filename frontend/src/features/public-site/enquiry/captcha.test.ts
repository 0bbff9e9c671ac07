import { describe, expect, it } from 'vitest';
import { CAPTCHA_MAX, CAPTCHA_MIN, createArithmeticQuestion, isCorrectAnswer } from './captcha';

describe('createArithmeticQuestion', () => {
  it('picks both operands from 1 to 10 inclusive', () => {
    expect(createArithmeticQuestion(() => 0)).toEqual({ a: 1, b: 1 });
    expect(createArithmeticQuestion(() => 0.999999)).toEqual({ a: 10, b: 10 });
    expect(createArithmeticQuestion(() => 0.5)).toEqual({ a: 6, b: 6 });
  });

  it('never leaves the range with Math.random', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const { a, b } = createArithmeticQuestion();
      for (const n of [a, b]) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(CAPTCHA_MIN);
        expect(n).toBeLessThanOrEqual(CAPTCHA_MAX);
        seen.add(n);
      }
    }
    expect(seen.size).toBe(10);
  });

  it('draws the two operands independently', () => {
    const values = [0.05, 0.95];
    expect(createArithmeticQuestion(() => values.shift() ?? 0)).toEqual({ a: 1, b: 10 });
  });
});

describe('isCorrectAnswer', () => {
  const question = { a: 3, b: 7 };

  it('accepts the sum, with surrounding spaces', () => {
    expect(isCorrectAnswer(question, '10')).toBe(true);
    expect(isCorrectAnswer(question, ' 10 ')).toBe(true);
  });

  it('reads the answer as an integer', () => {
    expect(isCorrectAnswer(question, '10.0')).toBe(true);
    expect(isCorrectAnswer(question, '010')).toBe(true);
  });

  it('refuses a wrong, empty or non-numeric answer', () => {
    expect(isCorrectAnswer(question, '11')).toBe(false);
    expect(isCorrectAnswer(question, '')).toBe(false);
    expect(isCorrectAnswer(question, 'ten')).toBe(false);
    expect(isCorrectAnswer(question, '-10')).toBe(false);
  });
});
