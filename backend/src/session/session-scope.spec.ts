import { requestUsesSession } from './session-scope';

const request = (method: string, path: string, cookie?: string) => ({ method, path, headers: cookie === undefined ? {} : { cookie } });

describe('requestUsesSession', () => {
  it('reads the session of every request that carries the session cookie', () => {
    expect(requestUsesSession(request('GET', '/api/documents', 'sid=s%3Aabc.def'))).toBe(true);
    expect(requestUsesSession(request('POST', '/api/waitlist', 'theme=dark; sid=s%3Aabc.def'))).toBe(true);
    expect(requestUsesSession(request('GET', '/dashboard', 'signed_in=1; sid=x'))).toBe(true);
  });

  it('skips reads without it, which can neither load a session nor start one', () => {
    expect(requestUsesSession(request('GET', '/api/services'))).toBe(false);
    expect(requestUsesSession(request('HEAD', '/'))).toBe(false);
    // Another cookie whose name merely ends in "sid" is not the session cookie.
    expect(requestUsesSession(request('GET', '/api/user', 'xsid=1'))).toBe(false);
  });

  it("skips the anonymous POSTs that never start one: an enquiry and PayFast's notification", () => {
    expect(requestUsesSession(request('POST', '/api/waitlist'))).toBe(false);
    expect(requestUsesSession(request('POST', '/api/billing/payfast/notify'))).toBe(false);
  });

  it('keeps it for every other write, since sign-in and registration start a session from nothing', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/sign-in/passkey/options',
      '/api/waitlist/challenge',
      '/api/unknown',
    ]) {
      expect(requestUsesSession(request('POST', path))).toBe(true);
    }
    expect(requestUsesSession(request('DELETE', '/api/waitlist'))).toBe(true);
  });
});
