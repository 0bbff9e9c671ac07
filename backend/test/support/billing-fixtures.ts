import { createHash } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { Agent } from './staff-fixtures';

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
