/** The arithmetic check of both enquiry forms (docs/enquiries.md): two integers 1 to 10 issued by the server, added. */
export interface ArithmeticQuestion {
  a: number;
  b: number;
}

/** The answer, read as an integer, must equal the sum. */
export function isCorrectAnswer(question: ArithmeticQuestion, answer: string): boolean {
  const value = Number.parseInt(answer.trim(), 10);
  return Number.isInteger(value) && value === question.a + question.b;
}
