// Starting and stopping the servers a benchmark measures, each in its own process.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// BENCH_NODE_ARGS (say "--cpu-prof --cpu-prof-dir=/tmp/prof") is given to every measured server,
// for finding where the time goes; Node refuses --cpu-prof in NODE_OPTIONS.
export const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

function startProcess(script, env, readyUrl) {
  const child = spawn(process.execPath, [...NODE_ARGS, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitFor(readyUrl).then(() => ({
    pid: child.pid,
    stop: () =>
      new Promise((res) => {
        if (child.exitCode !== null) return res();
        child.once('exit', () => res());
        child.kill('SIGTERM');
      }),
  }));
}

export async function startBaseline(name, env = {}) {
  const port = await freePort();
  const script = join(ROOT, 'bench/servers', `${name}.mjs`);
  const url = name === 'bare-http' ? `http://127.0.0.1:${port}/` : `http://127.0.0.1:${port}/api/hello`;
  const proc = await startProcess(script, { ...env, PORT: String(port) }, url);
  return { ...proc, url };
}

// BENCH_BACKEND_DIST (say "backend/.dist-upload", relative to the repository root) runs another
// build of the backend than backend/dist, so a private build can be measured while others rebuild.
export const BACKEND_DIST = resolve(ROOT, process.env.BENCH_BACKEND_DIST ?? 'backend/dist');

/**
 * The built application with a fresh data folder; limits raised so the load is measured, not refused.
 * `dist`: another backend build to start (compare-builds.mjs starts two).
 */
export async function startApp(extraEnv = {}, { dist = BACKEND_DIST } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'warn',
    ENQUIRY_LIMIT_PER_HOUR: '1000000',
    REGISTER_LIMIT_PER_HOUR: '100000',
    LOGIN_LIMIT_PER_IP: '100000',
    ...extraEnv,
  };
  const proc = await startProcess(join(dist, 'main.js'), env, `${base}/api/health`);
  // `env` lets a benchmark start a second process on the same data (say, a planning pass).
  return { ...proc, base, dataDir, env };
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** CPU time a process has used so far, all its threads (zlib's and the file system's pool too), in seconds (Linux). */
export function cpuSeconds(pid) {
  // Fields after the command name (which is in parentheses and may hold spaces).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
}

/** Resident memory of a process in bytes (Linux). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}
