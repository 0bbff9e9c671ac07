import { describe, expect, it } from 'vitest';
import { registerSchema, toRegisterPayload } from './register';

const filled = {
  username: 'thandi',
  email: 'thandi@example.co.za',
  password: 'correct-horse-42',
  confirmPassword: 'correct-horse-42',
  firstName: 'Thandi',
  lastName: '',
  acceptTerms: true,
};

describe('the sign-up form', () => {
  it('needs the consent box ticked, with the same words as the server', () => {
    const result = registerSchema.safeParse({ ...filled, acceptTerms: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['acceptTerms', 'Please accept the terms of service and the privacy policy'],
    ]);
  });

  it('sends the account, the name and the consent; never confirmPassword; a blank name as null', () => {
    const parsed = registerSchema.parse(filled);
    expect(toRegisterPayload(parsed)).toEqual({
      username: 'thandi',
      email: 'thandi@example.co.za',
      password: 'correct-horse-42',
      firstName: 'Thandi',
      lastName: null,
      acceptTerms: true,
    });
  });
});

describe('the password rule while typing', () => {
  it("refuses a password containing the username or the email's name, with the server's words, whatever else is still missing", () => {
    for (const password of ['Thandi-rocks-42', 'my-THANDIWE-pass']) {
      const result = registerSchema.safeParse({
        ...filled,
        email: 'thandiwe@example.co.za',
        password,
        confirmPassword: '',
        acceptTerms: false,
      });
      expect(result.error?.issues.filter((i) => i.path.join('.') === 'password').map((i) => i.message)).toEqual([
        'Password must not contain your username or the name part of your email address',
      ]);
    }
  });

  it('counts names from three characters, as the server does', () => {
    expect(
      registerSchema.safeParse({
        ...filled,
        email: 'al@example.co.za',
        password: 'always-42-alpacas',
        confirmPassword: 'always-42-alpacas',
      }).success,
    ).toBe(true);
  });
});
