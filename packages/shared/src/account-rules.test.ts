import { describe, expect, it } from 'vitest';
import { canonicalUsername, PASSWORD_MESSAGES, passwordContainsPersonalPart } from './account-rules';

describe('username rule', () => {
  it('gives the canonical form of a valid username and null for anything else', () => {
    expect(canonicalUsername('  Thandi.M ')).toBe('thandi.m');
    expect(canonicalUsername('thandí')).toBeNull();
    expect(canonicalUsername('thandi\u200b')).toBeNull();
    expect(canonicalUsername('a'.repeat(51))).toBeNull();
    expect(canonicalUsername('   ')).toBeNull();
    expect(canonicalUsername(42)).toBeNull();
  });
});

describe('password rule, personal part', () => {
  it('refuses the username or the email name inside the password, case ignored', () => {
    expect(passwordContainsPersonalPart('MyThandi2026!', { username: 'thandi' })).toBe(true);
    expect(passwordContainsPersonalPart('xx-nomsa-xx', { email: 'Nomsa@example.co.za' })).toBe(true);
    expect(passwordContainsPersonalPart('correct horse', { username: 'thandi', email: 'nomsa@example.co.za' })).toBe(false);
  });

  it('ignores names shorter than three characters', () => {
    expect(passwordContainsPersonalPart('ab-long-password', { username: 'ab', email: 'ab@example.co.za' })).toBe(false);
    expect(passwordContainsPersonalPart('anything', { username: null, email: undefined })).toBe(false);
  });

  it('states the limits in its sentences', () => {
    expect(PASSWORD_MESSAGES.tooShort).toBe('Password must be at least 8 characters');
    expect(PASSWORD_MESSAGES.tooLong).toBe('Password must be at most 128 characters');
  });
});
