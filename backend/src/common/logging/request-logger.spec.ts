import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createAppLogger, prettyDestination, requestLogMiddleware } from './request-logger';

describe('the request logger', () => {
  it('writes method, path, status and time, and never a cookie, an authorization header or set-cookie', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'request-log-')), 'requests.log');
    const logger = createAppLogger('info', file);
    const log = requestLogMiddleware(logger);
    const server = createServer((req, res) => {
      log(req, res, () => {
        res.setHeader('Set-Cookie', 'sid=s%3Asecret-session-id; HttpOnly');
        res.end('ok');
      });
    });
    server.listen(0);
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/api/documents?limit=5`, {
      headers: { Cookie: 'sid=s%3Asecret-session-id', Authorization: 'Bearer secret-token' },
    });
    // Neither the health probe nor anything outside /api is logged.
    await fetch(`http://127.0.0.1:${port}/api/health`);
    await fetch(`http://127.0.0.1:${port}/dashboard`);
    server.close();
    await new Promise((r) => setTimeout(r, 50));
    logger.flush();
    await new Promise((r) => setTimeout(r, 50));
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(line).toMatchObject({ req: { method: 'GET', url: '/api/documents?limit=5' }, res: { statusCode: 200 } });
    expect(typeof line.responseTime).toBe('number');
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('secret-session-id');
    expect(text).not.toContain('secret-token');
  });

  it("in pretty mode writes one readable line each and leaves out Nest's start-up chatter below debug", () => {
    const out: string[] = [];
    const logger = pino(
      { level: 'info' },
      prettyDestination('info', (t) => out.push(t)),
    );
    logger.info({ context: 'InstanceLoader' }, 'AppModule dependencies initialized');
    logger.info({ context: 'RouterExplorer' }, 'Mapped {/api/user, GET} route');
    logger.info({ context: 'Bootstrap' }, 'Listening on http://localhost:3000 (database: sqlite, storage: local)');
    logger.warn({ context: 'Bootstrap' }, 'TRUST_PROXY is not set');
    const stream = (logger as unknown as Record<symbol, { write(l: string): void }>)[pino.symbols.streamSym];
    stream.write(
      '{"level":30,"time":0,"req":{"method":"GET","url":"/api/user"},"res":{"statusCode":200},"responseTime":4,"msg":"request completed"}\n',
    );
    const lines = out.map((l) => l.replace(/^\d\d:\d\d:\d\d /, ''));
    expect(lines).toEqual([
      'INFO  [Bootstrap] Listening on http://localhost:3000 (database: sqlite, storage: local)\n',
      'WARN  [Bootstrap] TRUST_PROXY is not set\n',
      'INFO  GET /api/user 200 4 ms\n',
    ]);
    const chatty: string[] = [];
    pino(
      { level: 'debug' },
      prettyDestination('debug', (t) => chatty.push(t)),
    ).info({ context: 'RouterExplorer' }, 'Mapped {/api/user, GET} route');
    expect(chatty).toHaveLength(1);
  });
});
