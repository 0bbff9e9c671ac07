import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A MariaDB server of the test's own (own data folder and port), so a test can stop and restart
 * "the database" without touching the shared one. Needs Debian's mariadb-server binaries.
 */
export class PrivateMariaDb {
  private process?: ChildProcess;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'private-mariadb-'));

  constructor(readonly port: number) {}

  static binary(): string | null {
    for (const candidate of ['/usr/sbin/mariadbd', '/usr/sbin/mysqld']) if (existsSync(candidate)) return candidate;
    return null;
  }

  /** Creates the system tables once. */
  install(): void {
    execFileSync(
      'mariadb-install-db',
      ['--no-defaults', `--datadir=${this.dataDir}`, '--user=root', '--skip-test-db', '--auth-root-authentication-method=normal'],
      {
        stdio: 'ignore',
      },
    );
  }

  async start(): Promise<void> {
    this.process = spawn(
      PrivateMariaDb.binary()!,
      [
        '--no-defaults',
        `--datadir=${this.dataDir}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(this.dataDir, 'mysqld.sock')}`,
        `--pid-file=${join(this.dataDir, 'mysqld.pid')}`,
        '--user=root',
        // The test server needs no accounts: anyone on loopback may connect.
        '--skip-grant-tables',
        '--skip-name-resolve',
        '--innodb-buffer-pool-size=32M',
      ],
      { stdio: 'ignore' },
    );
    await waitForPort(this.port, true);
  }

  /** Kills the server at once, as a crash or a lost host would. */
  async kill(): Promise<void> {
    const proc = this.process;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
    await waitForPort(this.port, false);
  }

  async destroy(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

async function waitForPort(port: number, open: boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen === open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Port ${port} did not become ${open ? 'open' : 'closed'} in time`);
}
