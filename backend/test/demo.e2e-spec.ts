import request from 'supertest';
import { PasswordService } from '../src/users/password.service';
import { Document } from '../src/documents/document.entity';
import { DocumentRequest } from '../src/documents/document-request.entity';
import { DemoSeedService } from '../src/app/demo/demo-seed.module';
import { seedDemo } from '../src/app/demo/demo.seed';
import { FILE_STORAGE, FileStorage } from '../src/storage/file-storage';
import { User } from '../src/users/user.entity';
import { createTestApp, TestApp } from './support/test-app';

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const { body } = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('Demo data (SEED_DEMO=1 and npm run seed:demo)', () => {
  let t: TestApp;
  let storage: FileStorage;

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: '1' });
    storage = t.app.get<FileStorage>(FILE_STORAGE);
  });
  afterAll(() => t.close());

  it('ran at start when SEED_DEMO=1 (its files are in storage)', async () => {
    // createTestApp empties the tables after start, but the files the start-up seed wrote remain.
    expect((await storage.list('documents/')).length).toBeGreaterThanOrEqual(5);
  });

  it('creates a demo client with a full dashboard, once', async () => {
    await t.reset();
    const first = await t.app.get(DemoSeedService).run();
    expect(first).toEqual({ created: true, username: 'demo', password: expect.stringMatching(/^demo-[A-Za-z0-9]{16}$/) });

    const agent = request.agent(t.http);
    const login = await agent.post('/api/login').send({ username: 'demo', password: first.password }).expect(200);
    expect(login.body).toMatchObject({ role: 'client', isStaff: false, isProfileComplete: true, company: expect.any(String) });
    expect(login.body.companyEmployees).toHaveLength(4);

    const subs = (await agent.get('/api/subscriptions').expect(200)).body as Array<{ status: string; service: { packageType: string } }>;
    expect(subs.map((s) => [s.status, s.service.packageType])).toEqual([
      ['active', 'standard'],
      ['expired', 'essential'],
    ]);

    const payments = (await agent.get('/api/payments').expect(200)).body as Array<{
      status: string;
      paymentDate: string;
      paymentMethod: string | null;
    }>;
    const statuses = payments.map((p) => p.status);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'failed')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'completed').length).toBeGreaterThanOrEqual(5);
    expect(payments.some((p) => p.paymentMethod === null)).toBe(true);
    const dates = payments.map((p) => Date.parse(p.paymentDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const months = new Set(payments.map((p) => p.paymentDate.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);

    const employees = (await agent.get('/api/employees').expect(200)).body as Array<{ isActive: boolean; endDate: string | null }>;
    expect(employees.filter((e) => e.isActive)).toHaveLength(3);
    expect(employees.filter((e) => !e.isActive && e.endDate)).toHaveLength(1);

    // The requests agree with themselves: types are document categories (so
    // the upload preselects one), each was made before its due date, and the completed one was
    // completed when its file was uploaded.
    const clientRequests = (await agent.get('/api/document-requests').expect(200)).body as Array<{
      documentType: string;
      status: string;
      dueDate: string;
      createdAt: string;
      updatedAt: string;
      fulfilledWith: number | null;
    }>;
    expect(clientRequests.map((r) => [r.documentType, r.status]).sort()).toEqual([
      ['bank_statement', 'pending'],
      ['payroll_tax', 'completed'],
      ['payroll_tax', 'overdue'],
    ]);
    for (const r of clientRequests) expect(r.createdAt.slice(0, 10) < r.dueDate).toBe(true);
    const done = clientRequests.find((r) => r.status === 'completed')!;
    const fulfilled = await t.dataSource.getRepository(Document).findOneByOrFail({ id: done.fulfilledWith! });
    expect(new Date(done.updatedAt).getTime()).toBe(fulfilled.uploadedAt.getTime());

    const demo = await t.dataSource.getRepository(User).findOneByOrFail({ username: 'demo' });
    const [{ businessId }] = (await t.dataSource.query('SELECT businessId FROM business_members WHERE userId = ?', [demo.id])) as Array<{
      businessId: number;
    }>;
    const docs = await t.dataSource.getRepository(Document).find({ where: { businessId }, order: { id: 'ASC' } });
    expect(new Set(docs.map((d) => d.status))).toEqual(new Set(['pending', 'approved', 'rejected', 'needs_revision']));
    for (const d of docs) {
      expect(d.storageKey).toMatch(new RegExp(`^documents/${businessId}/[0-9a-f-]{36}$`));
      const bytes = await readAll(storage, d.storageKey);
      expect(bytes.length).toBe(d.fileSize);
      if (d.fileType === 'application/pdf') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      if (d.fileType === 'image/png') expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      if (d.status !== 'pending') expect(d).toMatchObject({ reviewedBy: expect.any(Number), reviewNotes: expect.any(String) });
    }

    const requests = await t.dataSource.getRepository(DocumentRequest).find({ where: { clientId: businessId } });
    const today = new Date().toISOString().slice(0, 10);
    expect(requests.filter((r) => r.status === 'pending' && r.dueDate! > today)).toHaveLength(1);
    expect(requests.filter((r) => r.status === 'pending' && r.dueDate! < today)).toHaveLength(1);
    const completed = requests.find((r) => r.status === 'completed')!;
    expect(docs.map((d) => d.id)).toContain(completed.fulfilledWith);
    const accountant = await t.dataSource.getRepository(User).findOneByOrFail({ id: requests[0].requestedBy! });
    expect(accountant).toMatchObject({ role: 'accountant', isStaff: true });

    // A second run changes nothing.
    const counts = async () => [
      await t.dataSource.getRepository(User).count(),
      await t.dataSource.getRepository(Document).count(),
      (await storage.list('documents/')).length,
    ];
    const before = await counts();
    expect(await t.app.get(DemoSeedService).run()).toEqual({ created: false, username: 'demo', password: null });
    expect(await counts()).toEqual(before);

    // Asked to, it gives the existing client a new password.
    const reset = await seedDemo(t.dataSource, storage, t.app.get(PasswordService), { resetPassword: true });
    expect(reset.created).toBe(false);
    await request(t.http).post('/api/login').send({ username: 'demo', password: first.password }).expect(401);
    await request(t.http).post('/api/login').send({ username: 'demo', password: reset.password }).expect(200);
  });
});
