import type { Server } from 'node:http';
import request from 'supertest';

export interface EnquiryChallenge {
  token: string;
  a: number;
  b: number;
  expiresAt: string;
}

/** A fresh arithmetic question from the server, as the enquiry forms fetch it (docs/enquiries.md). */
export async function enquiryChallenge(http: Server): Promise<EnquiryChallenge> {
  return (await request(http).get('/api/waitlist/challenge').expect(200)).body as EnquiryChallenge;
}

/** An enquiry body with a fresh question answered correctly (`captcha` and `captchaToken` replaced). */
export async function solved<T extends Record<string, unknown>>(
  app: { http: Server },
  body: T,
): Promise<T & { captcha: string; captchaToken: string }> {
  const c = await enquiryChallenge(app.http);
  return { ...body, captcha: String(c.a + c.b), captchaToken: c.token };
}
