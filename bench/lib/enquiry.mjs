// The enquiry request every benchmark sends, in one place. An enquiry carries the answer to a
// single-use question the server issued (docs/enquiries.md), so each request takes the next of a
// pool of questions fetched and answered beforehand; fetching them is not part of the timed run.

// Enough for one run of BENCH_DURATION seconds at 3,000 enquiries a second (a fast host gave
// 1,400); BENCH_ENQUIRY_POOL sets it outright. A pool that runs dry shows as non-2xx.
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const POOL = Number(process.env.BENCH_ENQUIRY_POOL ?? Math.max(3000, DURATION * 3000));

/** `size` questions from the app at `base`, answered, fetched 50 at a time. */
async function answeredQuestions(base, size) {
  const out = [];
  while (out.length < size) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, size - out.length) }, async () => {
        const res = await fetch(`${base}/api/waitlist/challenge`);
        if (!res.ok) throw new Error(`GET /api/waitlist/challenge answered ${res.status}`);
        const { a, b, token } = await res.json();
        return { captcha: String(a + b), captchaToken: token };
      }),
    );
    out.push(...batch);
  }
  return out;
}

/**
 * The options for `load()` that post home-page enquiries to the app at `base`: each request
 * answers a question of its own. A run longer than the pool reuses questions, which the server
 * refuses (counted as non-2xx): raise BENCH_ENQUIRY_POOL then.
 */
export async function enquiryRequest(base, message = '') {
  const answers = await answeredQuestions(base, POOL);
  let next = 0;
  return {
    url: `${base}/api/waitlist`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    nextBody: () =>
      JSON.stringify({
        name: 'Load Test',
        email: 'load@bench.example',
        phone: '',
        business: 'Bench (Pty) Ltd',
        interest: 'standard',
        message,
        terms: true,
        ...answers[next++ % answers.length],
      }),
  };
}
