import { User } from '../../src/users/user.entity';
import type { Agent } from './staff-fixtures';
import type { TestApp } from './test-app';

/** Confirms a person's email address as the link in the confirmation mail would; signing a letter needs it. */
export async function confirmEmail(t: TestApp, userId: number): Promise<void> {
  await t.dataSource.getRepository(User).update({ id: userId }, { emailVerifiedAt: new Date() });
}

export interface Purchase {
  subscription: { id: number; status: string; serviceId: number };
  engagementLetter: { id: number; status: string; reference: string; presentedSha256: string; monthlyPrice: number };
}

export interface SignedPurchase {
  subscription: { id: number; status: string; serviceId: number };
  engagementLetter: { id: number; status: string; reference: string; signedSha256: string | null };
  invoice: { id: number; number: string; reference: string; status: string; total: number; vat: number; subscriptionId: number };
}

/** Chooses a package: the subscription waits for its engagement letter (docs/engagement-letters.md). */
export async function choosePackage(agent: Agent, serviceId: number): Promise<Purchase> {
  const res = await agent.post('/api/subscriptions').send({ serviceId, acceptTerms: true }).expect(201);
  return res.body as Purchase;
}

/** Signs a letter as its owner; the answer carries the first invoice. */
export async function signLetter(agent: Agent, letterId: number, fullName = 'Thandi Nkosi'): Promise<SignedPurchase> {
  const res = await agent.post(`/api/engagement-letters/${letterId}/sign`).send({ fullName, consent: true }).expect(200);
  return res.body as SignedPurchase;
}

/**
 * Buys a package the way a client does now: `agent` chooses it, `signer` (an owner; the same person
 * by default) confirms their email address and signs the letter. Returns the pending subscription
 * and its first invoice, as buying did in one step before engagement letters.
 */
export async function buyBySigning(t: TestApp, agent: Agent, serviceId: number, signer: Agent = agent): Promise<SignedPurchase> {
  const chosen = await choosePackage(agent, serviceId);
  const me = await signer.get('/api/user').expect(200);
  await confirmEmail(t, (me.body as { id: number }).id);
  return signLetter(signer, chosen.engagementLetter.id);
}
