import { createHash } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { buyBySigning } from './engagement-fixtures';
import { saDate, type Agent } from './staff-fixtures';
import type { TestApp } from './test-app';
import { ServicePackage } from '../../src/catalogue/service-package.entity';

/** The text of a PDF, extracted by pdf-parse (pdf.js), to check what an issued document says. */
export function pdfText(buf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [join(__dirname, 'pdf-text.cjs')], { maxBuffer: 10 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(stdout),
    );
    child.stdin?.end(buf);
  });
}

/** Downloads a binary body through supertest. */
export async function download(agent: Agent, url: string, status = 200) {
  return agent
    .get(url)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    })
    .expect(status);
}

/**
 * PayFast's signature, computed here independently of the app: the posted pairs in order as
 * application/x-www-form-urlencoded (which is PHP's urlencode for these characters), the
 * passphrase appended, MD5.
 */
export function signPayfast(pairs: Array<[string, string]>, passphrase: string): string {
  const all: Array<[string, string]> = [...pairs, ['passphrase', passphrase]];
  return createHash('md5').update(new URLSearchParams(all).toString()).digest('hex');
}

/** A stand-in for PayFast's validate endpoint: answers VALID (or what it is told) and counts calls. */
export async function fakePayfastValidator(): Promise<{ url: string; calls: string[]; answer: { text: string }; close(): Promise<void> }> {
  const calls: string[] = [];
  const answer = { text: 'VALID' };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push(body);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(answer.text);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/eng/query/validate`, calls, answer, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * A client buys a package (by its packageType) through the portal: chooses it, confirms the email
 * address and signs its engagement letter (docs/engagement-letters.md). The pending subscription
 * and the first invoice the signature issued.
 */
export async function buyPackage(t: TestApp, agent: Agent, packageType = 'standard') {
  const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType });
  const signed = await buyBySigning(t, agent, service.id);
  return {
    service,
    subscription: signed.subscription as { id: number; status: string },
    invoice: signed.invoice as { id: number; number: string; reference: string; total: number },
  };
}

/** Staff confirm an EFT: the invoice marked paid, which starts its subscription. */
export async function markPaid(staff: Agent, invoiceId: number, reference = 'FNB 2611230042', paidOn = saDate(0)) {
  return (await staff.post(`/api/staff/invoices/${invoiceId}/mark-paid`).send({ reference, paidOn }).expect(200)).body as {
    status: string;
    paymentMethod: string;
  };
}
