// A load generator's multipart client: node:http with the body laid out in advance (the multipart
// head and tail as small buffers around the file's bytes, which are sent as they are, never
// copied), so the client spends its CPU writing to the socket and not on building the request.
// Node's fetch with FormData and a Blob does far more work per byte on this machine (it topped
// out near 320 MB/s against a server that only drains the body), and the benchmark's client
// shares the two cores with the server it measures.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

/**
 * POSTs one multipart/form-data request: `fields` as text parts, then each file of `files`
 * ({ field, name, type, data: Buffer }). Resolves to { status, body } with the body parsed as JSON.
 */
export function postMultipart(url, { cookie, fields = {}, files = [] }) {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const chunks = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const length = chunks.reduce((sum, c) => sum + c.length, 0);

  return new Promise((resolve, reject) => {
    const headers = {
      accept: 'application/json',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    };
    if (cookie) headers.cookie = cookie;
    const req = request(url, { method: 'POST', headers }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let body;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = text;
        }
        resolve({ status: res.statusCode, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    // Write in order, honouring backpressure; the big file buffers are handed to the socket whole.
    let i = 0;
    const writeNext = () => {
      while (i < chunks.length) {
        const last = i === chunks.length - 1;
        const chunk = chunks[i++];
        if (last) return req.end(chunk);
        if (!req.write(chunk)) return req.once('drain', writeNext);
      }
    };
    writeNext();
  });
}
