import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ActivityLog } from '../src/activity/activity-log.entity';
import { DomainEventMap, DomainEvents } from '../src/common/events/domain-events';
import { DocumentRequest } from '../src/documents/document-request.entity';
import { Document } from '../src/documents/document.entity';
import { firmToday } from '../src/common/calendar/firm-calendar';
import { User } from '../src/users/user.entity';
import { binary, createDocumentRequest, fileStorage, PDF, PNG, storedDocumentKeys } from './support/documents-fixtures';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

type Agent = ReturnType<typeof request.agent>;

const MB = 1024 * 1024;
const KEY_SHAPE = /^documents\/\d+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OVERSIZE = (names: string) => `Some files exceed the 10MB limit: ${names}`;

const DOCUMENT_FIELDS = [
  'category',
  'description',
  'fileName',
  'fileSize',
  'fileType',
  'fileUrl',
  'id',
  'lastModified',
  'reviewNotes',
  'reviewedAt',
  'reviewerName',
  'status',
  'uploadedAt',
].sort();

describe('Documents API (list, requests, upload, download)', () => {
  let t: TestApp;
  const events: Array<{ name: keyof DomainEventMap; payload: unknown }> = [];

  beforeAll(async () => {
    // Every test registers fresh clients; the per-IP registration limit is not what this suite is about.
    t = await createTestApp({ REGISTER_LIMIT_PER_HOUR: '1000000' });
    const bus = t.app.get(DomainEvents);
    bus.on('document.uploaded', (payload) => events.push({ name: 'document.uploaded', payload }));
    bus.on('request.fulfilled', (payload) => events.push({ name: 'request.fulfilled', payload }));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    for (const key of await storedDocumentKeys(t)) await fileStorage(t).delete(key);
    events.length = 0;
  });

  const documentCount = () => t.dataSource.getRepository(Document).count();

  /** A refused upload must leave no row and no stored object behind. */
  async function expectNothingStored(): Promise<void> {
    expect(await documentCount()).toBe(0);
    expect(await storedDocumentKeys(t)).toEqual([]);
  }

  describe('when signed out', () => {
    it.each([
      ['GET', '/api/documents'],
      ['GET', '/api/document-requests'],
      ['GET', '/api/documents/1/file'],
    ])('%s %s answers 401', async (_method, path) => {
      const res = await request(t.http).get(path).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Please sign in to continue' });
    });

    it('POST /api/documents/upload answers 401 and stores nothing', async () => {
      const res = await request(t.http)
        .post('/api/documents/upload')
        .field('category', 'invoice')
        .attach('files', PDF, { filename: 'a.pdf', contentType: 'application/pdf' })
        .expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Please sign in to continue' });
      await expectNothingStored();
    });
  });

  describe('GET /api/documents and GET /api/document-requests', () => {
    it('start empty for a new client', async () => {
      const { agent } = await signedInAgent(t);
      expect((await agent.get('/api/documents').expect(200)).body).toEqual([]);
      expect((await agent.get('/api/document-requests').expect(200)).body).toEqual([]);
    });

    it("list only the client's own documents, newest first, with the reviewer's name and never the storage key", async () => {
      const { agent, user } = await signedInAgent(t);
      const other = await signedInAgent(t);
      const staff = await signedInAgent(t, { firstName: 'Lerato', lastName: 'Mokoena' });
      await t.dataSource.getRepository(User).update({ id: staff.user.id }, { role: 'accountant', isStaff: true });
      const repo = t.dataSource.getRepository(Document);
      const base = { fileType: 'application/pdf', fileSize: 10, category: 'invoice', description: null };
      const older = await repo.save(
        repo.create({
          ...base,
          businessId: user.businessId,
          userId: user.id,
          fileName: 'older.pdf',
          storageKey: 'documents/x/1',
          uploadedAt: new Date('2026-01-05T08:00:00Z'),
        }),
      );
      const reviewed = await repo.save(
        repo.create({
          ...base,
          businessId: user.businessId,
          userId: user.id,
          fileName: 'newer.pdf',
          storageKey: 'documents/x/2',
          uploadedAt: new Date('2026-02-10T08:00:00Z'),
          status: 'needs_revision',
          reviewedBy: staff.user.id,
          reviewedAt: new Date('2026-02-11T09:30:00Z'),
          reviewNotes: 'Page 2 is missing',
        }),
      );
      await repo.save(
        repo.create({
          ...base,
          businessId: other.user.businessId,
          userId: other.user.id,
          fileName: 'theirs.pdf',
          storageKey: 'documents/x/3',
        }),
      );

      const res = await agent.get('/api/documents').expect(200);
      expect(res.body.map((d: { fileName: string }) => d.fileName)).toEqual(['newer.pdf', 'older.pdf']);
      expect(Object.keys(res.body[0]).sort()).toEqual(DOCUMENT_FIELDS);
      expect(res.body[0]).toMatchObject({
        id: reviewed.id,
        fileUrl: `/api/documents/${reviewed.id}/file`,
        status: 'needs_revision',
        reviewNotes: 'Page 2 is missing',
        reviewedAt: '2026-02-11T09:30:00.000Z',
        reviewerName: 'Lerato Mokoena',
      });
      expect(res.body[1]).toMatchObject({ id: older.id, status: 'pending', reviewerName: null, reviewedAt: null, lastModified: null });
      expect(JSON.stringify(res.body)).not.toContain('storageKey');
      expect(JSON.stringify(res.body)).not.toContain('documents/x/');
    });

    it('derive overdue from the due date in Johannesburg and list only own requests', async () => {
      const { agent, user } = await signedInAgent(t);
      const other = await signedInAgent(t);
      const yesterday = firmToday(new Date(Date.now() - 24 * 3600 * 1000));
      const today = firmToday();
      const pending = await createDocumentRequest(t.dataSource, {
        clientId: user.businessId,
        documentType: 'VAT invoices',
        dueDate: today,
      });
      const overdue = await createDocumentRequest(t.dataSource, {
        clientId: user.businessId,
        documentType: 'Payslips',
        dueDate: yesterday,
      });
      const undated = await createDocumentRequest(t.dataSource, { clientId: user.businessId, documentType: 'Lease', dueDate: null });
      await createDocumentRequest(t.dataSource, { clientId: other.user.businessId });

      const res = await agent.get('/api/document-requests').expect(200);
      expect(res.body).toHaveLength(3);
      const byId = new Map<number, Record<string, unknown>>(res.body.map((r: { id: number }) => [r.id, r]));
      expect(byId.get(pending.id)).toMatchObject({ status: 'pending', dueDate: today, documentType: 'VAT invoices' });
      expect(byId.get(overdue.id)).toMatchObject({ status: 'overdue', dueDate: yesterday });
      expect(byId.get(undated.id)).toMatchObject({ status: 'pending', dueDate: null });
      expect(Object.keys(res.body[0]).sort()).toEqual(
        [
          'clientId',
          'createdAt',
          'description',
          'documentType',
          'dueDate',
          'fulfilledDocument',
          'fulfilledWith',
          'id',
          'requestedBy',
          'status',
          'updatedAt',
        ].sort(),
      );
      expect(byId.get(pending.id)).toMatchObject({
        clientId: user.businessId,
        requestedBy: null,
        fulfilledWith: null,
        fulfilledDocument: null,
      });
      // The stored row keeps "pending": overdue is a reading, not a write.
      expect((await t.dataSource.getRepository(DocumentRequest).findOneByOrFail({ id: overdue.id })).status).toBe('pending');
    });
  });

  describe('POST /api/documents/upload', () => {
    it('stores every file under a generated key, writes pending rows and answers 201 with the documents', async () => {
      const { agent, user } = await signedInAgent(t);
      const res = await agent
        .post('/api/documents/upload')
        .field('category', 'bank_statement')
        .field('description', '  March statements  ')
        .attach('files', PDF, { filename: 'statement-march.pdf', contentType: 'application/pdf' })
        .attach('files', PNG, { filename: 'till slip.png', contentType: 'image/png' })
        .expect(201);

      expect(res.body.message).toBe('Your documents have been uploaded and are pending review.');
      expect(Object.keys(res.body).sort()).toEqual(['documents', 'message']);
      expect(res.body.documents).toHaveLength(2);
      const [pdf, png] = res.body.documents;
      expect(Object.keys(pdf).sort()).toEqual(DOCUMENT_FIELDS);
      expect(pdf).toMatchObject({
        fileName: 'statement-march.pdf',
        fileType: 'application/pdf',
        fileSize: PDF.length,
        fileUrl: `/api/documents/${pdf.id}/file`,
        category: 'bank_statement',
        description: 'March statements',
        status: 'pending',
        lastModified: null,
        reviewedAt: null,
        reviewNotes: null,
        reviewerName: null,
      });
      expect(png).toMatchObject({ fileName: 'till slip.png', fileType: 'image/png', fileSize: PNG.length });
      expect(new Date(pdf.uploadedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const rows = await t.dataSource.getRepository(Document).find({ order: { id: 'ASC' } });
      // The business's documents, uploaded by this person, stored under the business's keys.
      expect(rows.map((r) => [r.businessId, r.userId])).toEqual([
        [user.businessId, user.id],
        [user.businessId, user.id],
      ]);
      for (const row of rows) {
        expect(row.storageKey).toMatch(KEY_SHAPE);
        expect(row.storageKey.startsWith(`documents/${user.businessId}/`)).toBe(true);
      }
      expect(await storedDocumentKeys(t)).toEqual(rows.map((r) => r.storageKey).sort());

      const listed = await agent.get('/api/documents').expect(200);
      expect(listed.body.map((d: { id: number }) => d.id)).toEqual([png.id, pdf.id]);
      expect(listed.body.find((d: { id: number }) => d.id === pdf.id)).toEqual(pdf);

      const log = await t.dataSource.getRepository(ActivityLog).findOneByOrFail({ userId: user.id, action: 'document.upload' });
      expect(log.details).toMatchObject({
        businessId: user.businessId,
        documentIds: [pdf.id, png.id],
        category: 'bank_statement',
        files: 2,
        requestId: null,
      });
      await new Promise((r) => setImmediate(r));
      expect(events).toEqual([
        {
          name: 'document.uploaded',
          payload: { businessId: user.businessId, userId: user.id, documentIds: [pdf.id, png.id], requestId: null },
        },
      ]);
    });

    it('accepts a file of exactly 10MB', async () => {
      const { agent } = await signedInAgent(t);
      const res = await agent
        .post('/api/documents/upload')
        .field('category', 'report')
        .attach('files', Buffer.alloc(10 * MB, 1), { filename: 'exactly-10mb.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(res.body.documents[0].fileSize).toBe(10 * MB);
    });

    describe('validation', () => {
      let agent: Agent;
      beforeEach(async () => {
        ({ agent } = await signedInAgent(t));
      });

      it('asks for a category when none is sent, and keeps no file', async () => {
        const res = await agent
          .post('/api/documents/upload')
          .attach('files', PDF, { filename: 'a.pdf', contentType: 'application/pdf' })
          .expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          message: 'Please select a document category',
          errors: { category: 'Please select a document category' },
        });
        await expectNothingStored();
      });

      it('asks for a category when it is blank', async () => {
        const res = await agent
          .post('/api/documents/upload')
          .field('category', '  ')
          .attach('files', PDF, { filename: 'a.pdf', contentType: 'application/pdf' })
          .expect(400);
        expect(res.body.message).toBe('Please select a document category');
        await expectNothingStored();
      });

      it('refuses a category outside the list', async () => {
        const res = await agent
          .post('/api/documents/upload')
          .field('category', 'holiday_photos')
          .attach('files', PDF, { filename: 'a.pdf', contentType: 'application/pdf' })
          .expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, message: 'Please select a valid document category' });
        await expectNothingStored();
      });

      it.each(['bank_statement', 'invoice', 'receipt', 'financial_statement', 'tax_return', 'vat_return', 'payroll_tax'])(
        'accepts the category %s',
        async (category) => {
          await agent.post('/api/documents/upload').field('category', category).attach('files', PDF, 'a.pdf').expect(201);
        },
      );

      it.each(['business_registration', 'company_constitution', 'director_id', 'license', 'contract', 'report', 'other'])(
        'accepts the category %s',
        async (category) => {
          await agent.post('/api/documents/upload').field('category', category).attach('files', PDF, 'a.pdf').expect(201);
        },
      );

      it('refuses a description over 1000 characters and accepts exactly 1000', async () => {
        const long = await agent
          .post('/api/documents/upload')
          .field('category', 'invoice')
          .field('description', 'x'.repeat(1001))
          .attach('files', PDF, 'a.pdf')
          .expect(400);
        expect(long.body.message).toBe('Description must be at most 1000 characters');
        await expectNothingStored();
        await agent
          .post('/api/documents/upload')
          .field('category', 'invoice')
          .field('description', 'x'.repeat(1000))
          .attach('files', PDF, 'a.pdf')
          .expect(201);
      });

      it('asks for at least one file', async () => {
        const res = await agent.post('/api/documents/upload').field('category', 'invoice').expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: 'Please select at least one file to upload', code: 'document.no_files' });
      });

      it('answers a JSON body (no form data) with the same messages', async () => {
        expect((await agent.post('/api/documents/upload').send({}).expect(400)).body.message).toBe('Please select a document category');
        expect((await agent.post('/api/documents/upload').send({ category: 'invoice' }).expect(400)).body.message).toBe(
          'Please select at least one file to upload',
        );
      });

      it('refuses an empty file', async () => {
        const res = await agent
          .post('/api/documents/upload')
          .field('category', 'invoice')
          .attach('files', Buffer.alloc(0), 'empty.pdf')
          .expect(400);
        expect(res.body.message).toBe('Some files are empty: empty.pdf');
        await expectNothingStored();
      });

      it('refuses files sent under another field name', async () => {
        const res = await agent.post('/api/documents/upload').field('category', 'invoice').attach('file', PDF, 'a.pdf').expect(400);
        expect(res.body.message).toBe('Files must be sent in the "files" field, not "file"');
        await expectNothingStored();
      });

      it('refuses fields it does not know and a requestId that is not a number', async () => {
        const extra = await agent
          .post('/api/documents/upload')
          .field('category', 'invoice')
          .field('userId', '1')
          .attach('files', PDF, 'a.pdf')
          .expect(400);
        expect(extra.body.errors).toHaveProperty('userId');
        const bad = await agent
          .post('/api/documents/upload')
          .field('category', 'invoice')
          .field('requestId', 'abc')
          .attach('files', PDF, 'a.pdf')
          .expect(400);
        expect(bad.body.message).toBe('The document request is not valid');
        await expectNothingStored();
      });

      it('treats a blank requestId as none', async () => {
        await agent
          .post('/api/documents/upload')
          .field('category', 'invoice')
          .field('requestId', '')
          .attach('files', PDF, 'a.pdf')
          .expect(201);
      });

      it('refuses a body that is not valid multipart', async () => {
        const res = await agent
          .post('/api/documents/upload')
          .set('Content-Type', 'multipart/form-data; boundary=xyz')
          .send(
            '--xyz\r\nContent-Disposition: form-data; name="category"\r\n\r\ninvoice\r\n--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\nunterminated',
          )
          .expect(400);
        expect(res.body.message).toBe('The upload could not be read. Please try again.');
        await expectNothingStored();
      });
    });

    describe('limits', () => {
      let agent: Agent;
      beforeEach(async () => {
        ({ agent } = await signedInAgent(t));
      });

      it('refuses a file over 10MB with 413 naming it', async () => {
        const res = await agent
          .post('/api/documents/upload')
          .field('category', 'invoice')
          .attach('files', Buffer.alloc(11 * MB, 2), { filename: 'big scan.pdf', contentType: 'application/pdf' })
          .expect(413);
        expect(res.body).toEqual({ statusCode: 413, message: OVERSIZE('big scan.pdf') });
        await expectNothingStored();
      });

      it('names every oversize file, keeps none of the good ones and writes no row', async () => {
        const res = await agent
          .post('/api/documents/upload')
          .field('category', 'invoice')
          .attach('files', PDF, 'good-1.pdf')
          .attach('files', Buffer.alloc(11 * MB, 3), 'first-big.pdf')
          .attach('files', PNG, 'good-2.png')
          .attach('files', Buffer.alloc(10 * MB + 1, 4), 'second-big.pdf')
          .attach('files', PDF, 'good-3.pdf')
          .expect(413);
        expect(res.body.message).toBe(OVERSIZE('first-big.pdf, second-big.pdf'));
        await expectNothingStored();
      });

      it('refuses more than 10 files with 413 and keeps none', async () => {
        let req = agent.post('/api/documents/upload').field('category', 'invoice');
        for (let i = 1; i <= 11; i++) req = req.attach('files', PDF, `page-${i}.pdf`);
        const res = await req.expect(413);
        expect(res.body).toEqual({
          statusCode: 413,
          message: 'You can upload at most 10 files at a time. Please upload the rest separately.',
        });
        await expectNothingStored();
      });

      it('accepts 10 files', async () => {
        let req = agent.post('/api/documents/upload').field('category', 'invoice');
        for (let i = 1; i <= 10; i++) req = req.attach('files', PDF, `page-${i}.pdf`);
        const res = await req.expect(201);
        expect(res.body.documents.map((d: { fileName: string }) => d.fileName)).toEqual(
          Array.from({ length: 10 }, (_, i) => `page-${i + 1}.pdf`),
        );
        expect(await storedDocumentKeys(t)).toHaveLength(10);
      });
    });

    describe('hostile file names', () => {
      it('keeps only a cleaned name as data and never uses it as a path', async () => {
        const { agent } = await signedInAgent(t);
        const longName = `${'a'.repeat(296)}.pdf`;
        const res = await agent
          .post('/api/documents/upload')
          .field('category', 'other')
          .attach('files', Buffer.from('root:x:0:0'), rawPath('../../etc/passwd', 'text/plain'))
          .attach('files', PDF, { filename: longName, contentType: 'application/pdf' })
          .attach('files', PDF, { filename: 'tab\tin\u202egnp.pdf', contentType: 'application/pdf' })
          .attach('files', PDF, rawPath('C:\\Users\\thandi\\Rekening März 2026.pdf', 'application/pdf'))
          .attach('files', PDF, { filename: '....', contentType: 'application/pdf' })
          .expect(201);
        const names = res.body.documents.map((d: { fileName: string }) => d.fileName);
        expect(names[0]).toBe('passwd');
        expect(names[1]).toHaveLength(255);
        expect(names[1]).toBe(`${'a'.repeat(251)}.pdf`);
        expect(names[2]).toBe('tab ingnp.pdf');
        expect(names[3]).toBe('Rekening März 2026.pdf');
        expect(names[4]).toBe('document');

        const keys = (await t.dataSource.getRepository(Document).find()).map((d) => d.storageKey);
        for (const key of keys) expect(key).toMatch(KEY_SHAPE);
        // Nothing was written under the client's names anywhere in the data folder.
        const dataDir = process.env.DATA_DIR as string;
        const all = listTree(dataDir);
        expect(all.filter((p) => /passwd|Rekening|aaaa|etc/.test(p))).toEqual([]);
        expect(existsSync(join(dataDir, '..', 'etc', 'passwd'))).toBe(false);

        const download = await agent.get(`/api/documents/${res.body.documents[3].id}/file`).expect(200);
        expect(download.headers['content-disposition']).toBe(
          `attachment; filename="Rekening Marz 2026.pdf"; filename*=UTF-8''Rekening%20M%C3%A4rz%202026.pdf`,
        );
      });

      it('strips control characters sent in an RFC 5987 file name', async () => {
        const { agent } = await signedInAgent(t);
        const res = await agent
          .post('/api/documents/upload')
          .set('Content-Type', 'multipart/form-data; boundary=b0undary')
          .send(
            rawMultipart('b0undary', [
              'Content-Disposition: form-data; name="category"\r\n\r\ninvoice',
              `Content-Disposition: form-data; name="files"; filename*=UTF-8''..%2F..%2Fbad%01na%7Fme%0D%0A%E2%80%AEfdp.exe\r\nContent-Type: application/pdf\r\n\r\n${PDF.toString('latin1')}`,
            ]),
          )
          .expect(201);
        expect(res.body.documents[0].fileName).toBe('badname fdp.exe');
      });

      it('refuses raw control characters in the part headers as an unreadable upload', async () => {
        const { agent } = await signedInAgent(t);
        const res = await agent
          .post('/api/documents/upload')
          .field('category', 'invoice')
          .attach('files', PDF, { filename: 'bad\u0001name.pdf', contentType: 'application/pdf' })
          .expect(400);
        expect(res.body.message).toBe('The upload could not be read. Please try again.');
        await expectNothingStored();
      });
    });

    describe('with a document request', () => {
      it('completes the own open request with the first new document', async () => {
        const { agent, user } = await signedInAgent(t);
        const open = await createDocumentRequest(t.dataSource, { clientId: user.businessId, documentType: 'Payslips' });
        const res = await agent
          .post('/api/documents/upload')
          .field('category', 'payroll_tax')
          .field('requestId', String(open.id))
          .attach('files', PDF, 'payslip-may.pdf')
          .attach('files', PDF, 'payslip-june.pdf')
          .expect(201);
        const firstId = res.body.documents[0].id as number;

        const row = await t.dataSource.getRepository(DocumentRequest).findOneByOrFail({ id: open.id });
        expect(row).toMatchObject({ status: 'completed', fulfilledWith: firstId });
        const listed = await agent.get('/api/document-requests').expect(200);
        expect(listed.body[0]).toMatchObject({
          id: open.id,
          status: 'completed',
          fulfilledWith: firstId,
          fulfilledDocument: { id: firstId, fileName: 'payslip-may.pdf' },
        });
        await new Promise((r) => setImmediate(r));
        expect(events).toContainEqual({
          name: 'request.fulfilled',
          payload: { businessId: user.businessId, userId: user.id, requestId: open.id, documentId: firstId },
        });
        const log = await t.dataSource.getRepository(ActivityLog).findOneByOrFail({ userId: user.id, action: 'document.upload' });
        expect(log.details).toMatchObject({ requestId: open.id });
      });

      it('completes an overdue request too', async () => {
        const { agent, user } = await signedInAgent(t);
        const overdue = await createDocumentRequest(t.dataSource, { clientId: user.businessId, dueDate: '2020-01-31' });
        await agent
          .post('/api/documents/upload')
          .field('category', 'invoice')
          .field('requestId', String(overdue.id))
          .attach('files', PDF, 'a.pdf')
          .expect(201);
        expect((await t.dataSource.getRepository(DocumentRequest).findOneByOrFail({ id: overdue.id })).status).toBe('completed');
      });

      it("answers 404 for another client's request or an unknown one, and keeps nothing", async () => {
        const { agent } = await signedInAgent(t);
        const other = await signedInAgent(t);
        const theirs = await createDocumentRequest(t.dataSource, { clientId: other.user.businessId });
        for (const id of [theirs.id, theirs.id + 1000]) {
          const res = await agent
            .post('/api/documents/upload')
            .field('category', 'invoice')
            .field('requestId', String(id))
            .attach('files', PDF, 'a.pdf')
            .expect(404);
          expect(res.body).toEqual({ statusCode: 404, message: 'Document request not found', code: 'document_request.not_found' });
        }
        expect((await t.dataSource.getRepository(DocumentRequest).findOneByOrFail({ id: theirs.id })).status).toBe('pending');
        await expectNothingStored();
      });

      it('answers 409 for a request already completed, and keeps nothing', async () => {
        const { agent, user } = await signedInAgent(t);
        const done = await createDocumentRequest(t.dataSource, { clientId: user.businessId, status: 'completed' });
        const res = await agent
          .post('/api/documents/upload')
          .field('category', 'invoice')
          .field('requestId', String(done.id))
          .attach('files', PDF, 'a.pdf')
          .expect(409);
        expect(res.body).toEqual({
          statusCode: 409,
          message: 'This document request has already been completed',
          code: 'document_request.already_completed',
        });
        await expectNothingStored();
      });
    });
  });

  describe('GET /api/documents/:id/file', () => {
    async function upload(agent: Agent, name: string, body: Buffer, contentType: string): Promise<number> {
      const res = await agent
        .post('/api/documents/upload')
        .field('category', 'other')
        .attach('files', body, { filename: name, contentType })
        .expect(201);
      return res.body.documents[0].id as number;
    }

    it('streams the owner file as an attachment with safe headers', async () => {
      const { agent } = await signedInAgent(t);
      const id = await upload(agent, 'Statement, March (final).pdf', PDF, 'application/pdf');
      const res = await agent.get(`/api/documents/${id}/file`).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(PDF.length));
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Statement, March (final).pdf"; filename*=UTF-8''Statement%2C%20March%20%28final%29.pdf`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    });

    it('shows PDFs and images inline on request', async () => {
      const { agent } = await signedInAgent(t);
      const pdf = await upload(agent, 'a.pdf', PDF, 'application/pdf');
      const png = await upload(agent, 'b.png', PNG, 'image/png');
      const inlinePdf = await agent.get(`/api/documents/${pdf}/file?inline=1`).expect(200);
      expect(inlinePdf.headers['content-disposition']).toMatch(/^inline; /);
      expect(inlinePdf.headers['content-security-policy']).not.toContain('sandbox');
      const inlinePng = await agent.get(`/api/documents/${png}/file?inline=1`).expect(200);
      expect(inlinePng.headers['content-disposition']).toMatch(/^inline; /);
      expect(inlinePng.headers['content-type']).toBe('image/png');
      expect((await agent.get(`/api/documents/${png}/file?inline=0`).expect(200)).headers['content-disposition']).toMatch(/^attachment; /);
      await agent.get(`/api/documents/${png}/file?inline=maybe`).expect(400);
    });

    it.each([
      ['text/html', 'page.html', '<script>alert(1)</script>'],
      ['image/svg+xml', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['application/javascript', 'app.js', 'alert(1)'],
      ['text/xml', 'a.xml', '<a/>'],
    ])('serves a file declared as %s as an octet-stream download, even when inline is asked for', async (type, name, content) => {
      const { agent } = await signedInAgent(t);
      const id = await upload(agent, name, Buffer.from(content), type);
      const res = await agent.get(`/api/documents/${id}/file?inline=1`).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toMatch(/^attachment; /);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((res.body as Buffer).toString()).toBe(content);
    });

    it("answers 404 for another client's document, an unknown id and a non-numeric id", async () => {
      const owner = await signedInAgent(t);
      const id = await upload(owner.agent, 'private.pdf', PDF, 'application/pdf');
      const { agent } = await signedInAgent(t);
      // A well-formed id is looked up by the service (and refused with its code); a malformed one is refused by the route's pipe.
      for (const [path, code] of [
        [`/api/documents/${id}/file`, { code: 'document.not_found' }],
        [`/api/documents/${id + 999}/file`, { code: 'document.not_found' }],
        ['/api/documents/abc/file', {}],
        ['/api/documents/1e3/file', {}],
      ] as const) {
        const res = await agent.get(path).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Document not found', ...code });
      }
      await owner.agent.get(`/api/documents/${id}/file`).expect(200);
    });

    it('answers 404 when the stored object has gone missing', async () => {
      const { agent } = await signedInAgent(t);
      const id = await upload(agent, 'a.pdf', PDF, 'application/pdf');
      const row = await t.dataSource.getRepository(Document).findOneByOrFail({ id });
      await fileStorage(t).delete(row.storageKey);
      const res = await agent.get(`/api/documents/${id}/file`).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        message: 'The file for this document is no longer available',
        code: 'document.file_not_available',
      });
    });
  });
});

/** A multipart body written by hand, for what a well-behaved client library would never send. */
function rawMultipart(boundary: string, parts: string[]): Buffer {
  return Buffer.from(parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`, 'latin1');
}

/**
 * Attach options that send `filepath` verbatim as the part's file name (form-data reduces a
 * `filename` to its basename before it leaves the test, which would hide the attack).
 */
function rawPath(filepath: string, contentType: string): { contentType: string } {
  return Object.assign({ contentType }, { filepath });
}

function listTree(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    out.push(full);
    if (entry.isDirectory()) out.push(...listTree(full));
  }
  return out;
}
