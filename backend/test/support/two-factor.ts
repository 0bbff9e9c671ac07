import { generate } from 'otplib';
import request from 'supertest';
import { TotpClock } from '../../src/account-security/totp-clock';
import { TestApp } from './test-app';

type Agent = ReturnType<typeof request.agent>;

/** The code an authenticator app would show for `secret` at `epochSeconds` (default: now). */
export function totpCode(secret: string, epochSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return generate({ secret, epoch: epochSeconds });
}

/** Holds the server's TOTP clock at a time the test moves by hand; returns the setter. */
export function holdTotpClock(t: TestApp, startSeconds: number): { set(seconds: number): void; now(): number } {
  let now = startSeconds;
  jest.spyOn(t.app.get(TotpClock), 'nowSeconds').mockImplementation(() => now);
  return {
    set: (s) => {
      now = s;
    },
    now: () => now,
  };
}

/** Turns the authenticator on for the signed-in agent through the API; answers the secret and recovery codes. */
export async function enrolTotp(agent: Agent, epochSeconds?: number): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post('/api/account/2fa/totp/setup').expect(200);
  const secret = (setup.body as { secret: string }).secret;
  const enabled = await agent
    .post('/api/account/2fa/totp/enable')
    .send({ code: await totpCode(secret, epochSeconds) })
    .expect(200);
  return { secret, recoveryCodes: (enabled.body as { recoveryCodes: string[] }).recoveryCodes };
}
