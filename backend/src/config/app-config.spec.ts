import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

  it('has working embedded defaults and keeps a generated session secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.db).toEqual({ type: 'sqlite', path: join(dir, 'app.sqlite') });
    expect(config.storage).toEqual({ driver: 'local', root: join(dir, 'uploads') });
    expect(config.session.secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(config.session.secret);
    expect(loadConfig({ DATA_DIR: dir }).session.secret).toBe(config.session.secret);
  });

  it('lists every problem at once', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'eighty', DB_TYPE: 'oracle', STORAGE_DRIVER: 's3', PUBLIC_URL: 'ftp://x' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "eighty")',
      'PUBLIC_URL must be an http(s) URL (got "ftp://x")',
      'DB_TYPE must be one of sqlite, mysql (got "oracle")',
      'S3_BUCKET is required',
      'SESSION_SECRET is required when NODE_ENV=production',
    ]);
    expect(error!.message).toContain('Invalid configuration:\n  - PORT must be');
  });

  it('reads MySQL settings from DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DB_TYPE: 'mysql', DATABASE_URL: 'mysql://app:s%40cret@db.internal:3307/portal' });
    expect(config.db).toEqual({ type: 'mysql', host: 'db.internal', port: 3307, username: 'app', password: 's@cret', database: 'portal' });
  });
});
