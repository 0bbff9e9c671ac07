import { describe, expect, it } from 'vitest';
import { isCorrectAnswer } from './captcha';

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
