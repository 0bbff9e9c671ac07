import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage';
import { PDF } from '../support/documents-fixtures';
import { freePort } from '../support/free-port';
import { DEFAULT_PASSWORD, registrationFields } from '../support/test-app';

const BACKEND = resolve(__dirname, '../..');
// Set in beforeAll from a free port: other test files run side by side.
let PORT = 0;
let base = '';

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/**
 * The server process is killed (SIGKILL, no shutdown hooks) while a large upload is streaming
 * into it, then started again on the same DATA_DIR: the client's documents show no half document,
 * the unfinished part the killed process was writing is removed at start-up, nothing partial is
 * visible in storage, and uploads work again. Runs the built server (dist/main.js) as a child
 * process, exactly as `npm start` does.
 */
describe('Resilience: the server is killed mid-upload', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-kill-'));
  const uploads = join(dataDir, 'uploads');
  let server: ChildProcess | null = null;
  let output = '';

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STORAGE_DRIVER: 'local',
    SESSION_SECRET: 'kill-test-secret-that-is-long-enough-0123456789',
  };
  // On MariaDB (DB_TYPE=mysql) the child uses the suite's database; on SQLite, a file in its own DATA_DIR.

  async function startServer(): Promise<void> {
    server = spawn(process.execPath, ['dist/main.js'], { cwd: BACKEND, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const up = await until(async () => {
      try {
        return (await fetch(`${base}/api/health`)).status === 200;
      } catch {
        return false;
      }
    }, 30_000);
    if (!up) throw new Error(`server did not start:\n${output.slice(-3000)}`);
  }

  async function killServer(): Promise<void> {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    server = null;
  }

  beforeAll(async () => {
    PORT = await freePort();
    base = `http://127.0.0.1:${PORT}`;
    Object.assign(env, { PORT: String(PORT), PUBLIC_URL: base });
    // The same build as `npm run build`; the test runs what production runs.
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
      cwd: BACKEND,
      stdio: 'inherit',
    });
  }, 180_000);

  afterAll(async () => {
    await killServer();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const parts = () => (existsSync(join(uploads, '.tmp')) ? readdirSync(join(uploads, '.tmp')).filter((n) => n.endsWith('.part')) : []);

  it('shows no half document and leaves no partial file after a restart', async () => {
    await startServer();
    const fields = registrationFields();
    const reg = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    expect(reg.status).toBe(201);
    const userId = ((await reg.json()) as { id: number }).id;

    // A 9 MB file sent slowly, 128 KB at a time.
    const login = async (): Promise<string> => {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: fields.username, password: DEFAULT_PASSWORD }),
      });
      expect(res.status).toBe(200);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const cookie = await login();
    const boundary = `----kill${randomBytes(8).toString('hex')}`;
    const req = httpRequest({
      host: '127.0.0.1',
      port: PORT,
      method: 'POST',
      path: '/api/documents/upload',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
    });
    const clientSaw = new Promise<string>((resolve) => {
      req.on('response', (res) => resolve(`response ${res.statusCode}`));
      req.on('error', (err) => resolve(`error ${(err as NodeJS.ErrnoException).code ?? err.message}`));
    });
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nfinancial_statement\r\n`);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="annual.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    req.write(PDF);
    let streaming = true;
    const pump = (async () => {
      for (let i = 0; i < 72 && streaming; i++) {
        if (req.destroyed) return;
        if (!req.write(randomBytes(128 * 1024))) {
          await new Promise((r) => {
            req.once('drain', r);
            req.once('close', r);
          });
        }
        await new Promise((r) => setTimeout(r, 40));
      }
    })();

    // Kill the server once a good part of the file is on disk, mid-body.
    const partWritten = await until(() => parts().some((p) => statSync(join(uploads, '.tmp', p)).size > 1024 * 1024), 20_000);
    expect(partWritten).toBe(true);
    await killServer();
    streaming = false;
    await pump.catch(() => undefined);
    // The client sees the connection drop, not a success.
    expect(await clientSaw).toMatch(/^error /);
    // The killed process left its unfinished part behind (the situation start-up must clean up).
    expect(parts().length).toBe(1);

    await startServer();
    const cookieAfter = await login();
    const list = await fetch(`${base}/api/documents`, { headers: { cookie: cookieAfter } });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([]);
    // Nothing partial anywhere: no temporary part, no object under the user's prefix.
    expect(parts()).toEqual([]);
    expect(await new LocalDiskStorage(uploads).list(`documents/${userId}/`)).toEqual([]);

    // And the restarted server takes uploads again.
    const form = new FormData();
    form.append('category', 'financial_statement');
    form.append('files', new Blob([PDF], { type: 'application/pdf' }), 'annual.pdf');
    const again = await fetch(`${base}/api/documents/upload`, { method: 'POST', headers: { cookie: cookieAfter }, body: form });
    expect(again.status).toBe(201);
    expect(((await (await fetch(`${base}/api/documents`, { headers: { cookie: cookieAfter } })).json()) as unknown[]).length).toBe(1);
  }, 120_000);
});
