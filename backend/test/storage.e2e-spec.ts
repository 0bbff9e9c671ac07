import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileStorage, InvalidStorageKeyError, StorageNotFoundError } from '../src/storage/file-storage';
import { LocalDiskStorage } from '../src/storage/local-disk.storage';
import { S3Storage } from '../src/storage/s3.storage';
import { startS3Server, TestS3Server } from './support/s3-server';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A stream of `total` pseudo-random bytes made in 64 KiB chunks, never held whole in memory. */
function generatedStream(total: number, seed = 1): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const size = Math.min(64 * 1024, total - sent);
      const chunk = Buffer.alloc(size, (sent / 65_536 + seed) % 251);
      sent += size;
      this.push(chunk);
    },
  });
}

function sha256(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    stream.on('data', (c: Buffer) => hash.update(c));
    stream.on('end', () => resolve(hash.digest('hex')));
    stream.on('error', reject);
  });
}

/** Sends `before` bytes and then fails, like a client whose connection drops mid-upload. */
function failingStream(before: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= before) {
        this.destroy(new Error('connection dropped'));
        return;
      }
      const chunk = Buffer.alloc(64 * 1024, 7);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

const HOSTILE_KEYS: Array<[string, string]> = [
  ['a parent step', '../escape'],
  ['an absolute path', '/etc/passwd'],
  ['a parent step inside', 'documents/../../outside'],
  ['an empty segment', 'documents//double'],
  ['a hidden name', '.hidden'],
  ['a current-folder segment', 'documents/.'],
  ['a backslash', 'a\\b'],
  ['a space', 'a b'],
  ['nothing', ''],
  ['300 characters', 'x'.repeat(300)],
];

/** The contract every FileStorage adapter keeps; run once per adapter below. */
function storageContract(name: string, make: () => FileStorage, afterEachCheck?: () => void): void {
  describe(`${name} storage contract`, () => {
    let storage: FileStorage;
    beforeAll(() => {
      storage = make();
    });
    afterEach(() => afterEachCheck?.());

    it('is reachable', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it('puts, reports the size, gets the same bytes back, lists and deletes', async () => {
      const key = 'documents/7/3f0c2a4e-aaaa-bbbb-cccc-000000000001';
      const body = Buffer.from('%PDF-1.7 a small statement\n');
      await expect(storage.put(key, Readable.from([body]), 'application/pdf')).resolves.toBe(body.length);
      await expect(storage.exists(key)).resolves.toBe(true);
      const got = await storage.get(key);
      expect(got.size).toBe(body.length);
      expect((await readAll(got.body)).equals(body)).toBe(true);
      expect(await storage.list('documents/7/')).toEqual([key]);
      await storage.delete(key);
      await expect(storage.exists(key)).resolves.toBe(false);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      expect(await storage.list('documents/7/')).toEqual([]);
    });

    it('deleting a missing object is not an error', async () => {
      await expect(storage.delete('documents/7/never-stored')).resolves.toBeUndefined();
    });

    it('lists by prefix only, sorted', async () => {
      await storage.put('documents/1/b', Readable.from([Buffer.from('b')]), 'text/plain');
      await storage.put('documents/1/a', Readable.from([Buffer.from('a')]), 'text/plain');
      await storage.put('documents/12/c', Readable.from([Buffer.from('c')]), 'text/plain');
      expect(await storage.list('documents/1/')).toEqual(['documents/1/a', 'documents/1/b']);
      expect(await storage.list('documents/1')).toEqual(['documents/1/a', 'documents/1/b', 'documents/12/c']);
      expect(await storage.list('documents/99/')).toEqual([]);
      for (const key of await storage.list('documents/')) await storage.delete(key);
      expect(await storage.list('')).toEqual([]);
    });

    it('streams a file larger than one S3 part (12 MB) without changing a byte', async () => {
      const key = 'documents/8/large-object';
      const size = 12 * 1024 * 1024;
      await expect(storage.put(key, generatedStream(size), 'application/octet-stream')).resolves.toBe(size);
      const got = await storage.get(key);
      expect(got.size).toBe(size);
      expect(await sha256(got.body)).toBe(await sha256(generatedStream(size)));
      await storage.delete(key);
    });

    it.each([
      ['early, inside the first part', 128 * 1024],
      ['late, after a whole multipart part was sent', 6 * 1024 * 1024],
    ])('a put whose body fails %s rejects and leaves nothing behind', async (_label, before) => {
      const key = 'documents/9/half-written';
      await expect(storage.put(key, failingStream(before), 'application/pdf')).rejects.toThrow();
      await expect(storage.exists(key)).resolves.toBe(false);
      expect(await storage.list('')).toEqual([]);
    });

    it.each(HOSTILE_KEYS)('refuses a key with %s on every operation', async (_label, key) => {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(await storage.list('')).toEqual([]);
    });

    it('refuses list prefixes that try to leave the store', async () => {
      await expect(storage.list('../')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.list('/etc')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    });
  });
}

describe('FileStorage adapters', () => {
  const base = mkdtempSync(join(tmpdir(), 'storage-contract-'));
  const root = join(base, 'uploads');
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  storageContract(
    'LocalDiskStorage',
    () => new LocalDiskStorage(root),
    () => {
      // Nothing may ever be written beside the root, and no temporary part may outlive its put.
      expect(readdirSync(base)).toEqual(existsSync(root) ? ['uploads'] : []);
      const tmp = join(root, '.tmp');
      if (existsSync(tmp)) expect(readdirSync(tmp)).toEqual([]);
    },
  );

  describe('against a real S3 server (s3rver)', () => {
    let s3: TestS3Server;
    beforeAll(async () => {
      s3 = await startS3Server();
    });
    afterAll(() => s3.stop());

    storageContract('S3Storage', () => new S3Storage(s3.config));

    it('fails its health check for a bucket that does not exist', async () => {
      await expect(new S3Storage({ ...s3.config, bucket: 'no-such-bucket' }).check()).rejects.toThrow();
    });
  });
});
