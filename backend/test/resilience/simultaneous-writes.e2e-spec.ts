import request from 'supertest';
import { ServicePackage } from '../../src/catalogue/service-package.entity';
import { OutboxMessage } from '../../src/mail/outbox-message.entity';
import { Subscription } from '../../src/billing/entities/subscription.entity';
import { User } from '../../src/users/user.entity';
import { clientAgent, STAFF_SUITE_ENV } from '../support/staff-fixtures';
import { confirmEmail } from '../support/engagement-fixtures';
import { createTestApp, registrationFields, TestApp } from '../support/test-app';

/**
 * Many people press the button at the same moment: 20 registrations and 20 package purchases
 * arrive together. On MariaDB these write transactions meet on the same indexes and rows; none
 * may answer "Something went wrong" (docs/write-transactions.md): every registration
 * creates its account with its confirmation mail, every purchase its pending subscription.
 */
describe('Resilience: simultaneous registrations and purchases', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...STAFF_SUITE_ENV, FIRM_VAT_NUMBER: '4123456789' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 20 registrations and 20 purchases sent at once without a 5xx, each fully written, then 20 signatures at once', async () => {
    const buyers = [];
    for (let i = 0; i < 20; i++) buyers.push(await clientAgent(t));
    const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType: 'standard' });
    const forms = Array.from({ length: 20 }, () => registrationFields());

    const [registrations, purchases] = await Promise.all([
      Promise.all(forms.map((f) => request(t.http).post('/api/register').send(f))),
      Promise.all(buyers.map((b) => b.agent.post('/api/subscriptions').send({ serviceId: service.id, acceptTerms: true }))),
    ]);

    expect(registrations.map((r) => [r.status, r.body.message])).toEqual(forms.map(() => [201, undefined]));
    expect(purchases.map((r) => [r.status, r.body.message])).toEqual(buyers.map(() => [201, undefined]));

    for (const f of forms) {
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ username: f.username as string });
      const confirmations = await t.dataSource
        .getRepository(OutboxMessage)
        .findBy({ to: f.email as string, template: 'email-verification' });
      expect({ user: user.email, confirmations: confirmations.length }).toEqual({ user: f.email, confirmations: 1 });
    }
    for (const b of buyers) {
      expect(await t.dataSource.getRepository(Subscription).countBy({ userId: b.user.id, status: 'awaiting_signature' })).toBe(1);
    }

    // All 20 sign their engagement letters at once: each signature issues its first invoice.
    for (const b of buyers) await confirmEmail(t, b.user.id);
    const signatures = await Promise.all(
      buyers.map((b, i) =>
        b.agent
          .post(`/api/engagement-letters/${(purchases[i].body as { engagementLetter: { id: number } }).engagementLetter.id}/sign`)
          .send({ fullName: 'Thandi Nkosi', consent: true }),
      ),
    );
    expect(signatures.map((r) => [r.status, r.body.message])).toEqual(buyers.map(() => [200, undefined]));
    for (const b of buyers) {
      expect(await t.dataSource.getRepository(Subscription).countBy({ userId: b.user.id, status: 'pending' })).toBe(1);
    }
    const numbers = signatures.map((r) => (r.body as { invoice: { number: string } }).invoice.number);
    expect(new Set(numbers).size).toBe(20);
  });
});
