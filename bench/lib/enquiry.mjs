// The enquiry request every benchmark sends, in one place: when the form gains a step (a
// challenge to fetch and answer first), this is the one function to change.

/** The options for `load()` that post one home-page enquiry to the app at `base`. */
export async function enquiryRequest(base, message = '') {
  return {
    url: `${base}/api/waitlist`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Load Test',
      email: 'load@bench.example',
      phone: '',
      business: 'Bench (Pty) Ltd',
      interest: 'standard',
      message,
      terms: true,
      captcha: '7',
    }),
  };
}
