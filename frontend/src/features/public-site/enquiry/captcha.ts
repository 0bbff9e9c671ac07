/** The arithmetic check of both enquiry forms (docs/enquiries.md): two integers 1 to 10, added. */
export interface ArithmeticQuestion {
  a: number;
  b: number;
}

export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 10;

/** A new question; `random` returns [0, 1) like Math.random (injectable for tests). */
export function createArithmeticQuestion(random: () => number = Math.random): ArithmeticQuestion {
  const pick = () => CAPTCHA_MIN + Math.floor(random() * (CAPTCHA_MAX - CAPTCHA_MIN + 1));
  return { a: pick(), b: pick() };
}

/** The answer, read as an integer, must equal the sum. */
export function isCorrectAnswer(question: ArithmeticQuestion, answer: string): boolean {
  const value = Number.parseInt(answer.trim(), 10);
  return Number.isInteger(value) && value === question.a + question.b;
}
