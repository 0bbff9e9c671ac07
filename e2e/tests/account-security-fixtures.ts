import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface Otplib {
  generate(options: { secret: string; epoch?: number }): Promise<string>;
}

/** otplib as the backend has it (one copy of the library for both). */
function otplib(): Otplib {
  return createRequire(join(__dirname, '../../backend/package.json'))('otplib') as Otplib;
}

/** The code an authenticator app shows for this secret now. */
export function totpCode(secret: string, epochSeconds?: number): Promise<string> {
  return otplib().generate({ secret, epoch: epochSeconds });
}

/**
 * Turns the authenticator on for the signed-in page's account through the API, as the Security
 * card would. Staff reach nothing before this (docs/account-security.md). Answers the secret.
 */
export async function enrolTotpViaApi(signedIn: Page | APIRequestContext): Promise<string> {
  const api = 'request' in signedIn ? signedIn.request : signedIn;
  const setup = await api.post('/api/account/2fa/totp/setup');
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await api.post('/api/account/2fa/totp/enable', { data: { code: await totpCode(secret) } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  return secret;
}
