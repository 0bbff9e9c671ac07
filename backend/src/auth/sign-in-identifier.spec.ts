import { readSignInIdentifier } from './sign-in-identifier';

describe('readSignInIdentifier', () => {
  it('reads text without "@" as a canonical username', () => {
    expect(readSignInIdentifier('  Thandi.M ')).toEqual({ kind: 'username', canonical: 'thandi.m' });
    expect(readSignInIdentifier('thandí')).toBeNull();
    expect(readSignInIdentifier('   ')).toBeNull();
    expect(readSignInIdentifier(42)).toBeNull();
  });

  it('reads text with "@" as an email address, trimmed and lower-cased as addresses are stored', () => {
    expect(readSignInIdentifier(' Thandi.M@Example.CO.ZA ')).toEqual({ kind: 'email', canonical: 'thandi.m@example.co.za' });
    // An address registration accepts is read as one, accents included: the lookup compares it exactly.
    expect(readSignInIdentifier('Thandí@example.co.za')).toEqual({ kind: 'email', canonical: 'thandí@example.co.za' });
  });

  it('refuses addresses registration would have refused, so they are never looked up', () => {
    for (const text of [
      '@',
      'a@',
      '@example.co.za',
      'a@b@example.co.za',
      'not an address@example.co.za',
      'a@example',
      `${'a'.repeat(250)}@x.co`,
    ]) {
      expect(readSignInIdentifier(text)).toBeNull();
    }
  });
});
