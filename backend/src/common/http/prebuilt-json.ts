import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Smaller bodies go out as they are (the compression middleware's own threshold). */
const GZIP_MIN_BYTES = 1024;

/**
 * A JSON response body serialised once, with its ETag and (made on first demand) its gzipped
 * form, for answers that are read far more often than they change. Sending it costs no
 * serialisation, hashing or compression per request: the compression middleware, which would
 * compress the same bytes again for every request, leaves a body alone once Content-Encoding is set.
 */
export class PrebuiltJson {
  readonly json: Buffer;
  readonly etag: string;
  private gzipped?: Promise<Buffer>;

  constructor(value: unknown) {
    this.json = Buffer.from(JSON.stringify(value));
    this.etag = `W/"${createHash('sha1').update(this.json).digest('base64url')}"`;
  }

  /** Memory held, counting the compressed copy at its usual share of the JSON. */
  get approximateBytes(): number {
    return Math.ceil(this.json.length * 1.2) + 200;
  }

  /** Answers with this body: gzipped when the client takes it, 304 when its ETag matches. */
  async send(req: Request, res: Response, headers: Record<string, string> = {}): Promise<void> {
    let body = this.json;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('ETag', this.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (this.json.length >= GZIP_MIN_BYTES && req.acceptsEncodings('gzip') === 'gzip') {
      body = await this.gzip();
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.send(body);
  }

  private gzip(): Promise<Buffer> {
    // On zlib's thread pool, off the main thread: a 3 MB list takes tens of milliseconds to deflate.
    this.gzipped ??= gzipAsync(this.json);
    return this.gzipped;
  }
}
