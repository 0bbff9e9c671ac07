import { sign } from 'cookie-signature';
import { readSessionId } from './session-middleware';

const SECRET = 'a session secret of at least thirty-two characters';
const SID = 'Yq3mK0cX2pN9vR7tW1sZ4uB6dF8hJ0lA';

/** The Cookie header a browser sends back for the cookie set (both set it percent-encoded). */
function header(value: string, others = ''): string {
  return `${others}sid=${encodeURIComponent(value)}`;
}

describe('readSessionId', () => {
  it('reads the id from the signed cookie as express-session and this middleware set it', () => {
    expect(readSessionId(header(`s:${sign(SID, SECRET)}`), SECRET)).toBe(SID);
    expect(readSessionId(header(`s:${sign(SID, SECRET)}`, 'theme=dark; signed_in=1; '), SECRET)).toBe(SID);
    // Unencoded, and quoted, as some clients send it.
    expect(readSessionId(`sid=s:${sign(SID, SECRET)}`, SECRET)).toBe(SID);
    expect(readSessionId(`sid="s:${sign(SID, SECRET)}"`, SECRET)).toBe(SID);
  });

  it('refuses an id signed with another secret, unsigned, or with the signature cut or changed', () => {
    const signed = sign(SID, SECRET);
    expect(readSessionId(header(`s:${sign(SID, 'another secret of at least thirty-two chars')}`), SECRET)).toBeNull();
    expect(readSessionId(header(SID), SECRET)).toBeNull();
    expect(readSessionId(header(`s:${SID}`), SECRET)).toBeNull();
    expect(readSessionId(header(`s:${signed.slice(0, -1)}`), SECRET)).toBeNull();
    expect(readSessionId(header(`s:${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`), SECRET)).toBeNull();
    expect(readSessionId(header(`s:x${signed}`), SECRET)).toBeNull();
    expect(readSessionId(header(`s:.${sign('', SECRET).slice(1)}`), SECRET)).toBeNull();
  });

  it('finds nothing without the cookie, in a cookie whose name only ends in sid, or in broken percent-encoding', () => {
    expect(readSessionId(undefined, SECRET)).toBeNull();
    expect(readSessionId('', SECRET)).toBeNull();
    expect(readSessionId(`xsid=s:${sign(SID, SECRET)}`, SECRET)).toBeNull();
    expect(readSessionId('sid=%E0%A4%A', SECRET)).toBeNull();
  });

  it('takes the first of two session cookies, as the cookie parser did', () => {
    const first = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect(readSessionId(`sid=s:${sign(first, SECRET)}; sid=s:${sign(SID, SECRET)}`, SECRET)).toBe(first);
  });
});
