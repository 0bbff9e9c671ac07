import type { Params } from 'nestjs-pino';
import pino from 'pino';

/** How often buffered log lines are written out even when the buffer is not full. */
const FLUSH_EVERY_MS = 1000;
/** Lines are written in batches of at least this many bytes (or every FLUSH_EVERY_MS). */
const BATCH_BYTES = 4096;

/**
 * The request logger, one definition for the app and for the benchmark that measures its cost
 * (bench/servers/minimal-nest.mjs).
 *
 * Structured lines (method, path, status, time; never cookies, auth headers or bodies) go to
 * stdout through an asynchronous, batching destination: a synchronous write per request was most
 * of the logger's cost under load (see docs/performance.md). Batches are flushed every second and
 * when the process exits (pino registers the exit flush for its own destinations), so a quiet
 * server's lines still show up promptly and none are lost at shutdown.
 */
export function requestLoggerParams(level: string, destination: number | string = 1): Params {
  const stream = pino.destination({ dest: destination, sync: false, minLength: BATCH_BYTES });
  if (level !== 'silent') setInterval(() => stream.flush(), FLUSH_EVERY_MS).unref();
  return {
    pinoHttp: [
      {
        level,
        // Only these fields are ever written, so no header (cookies, authorization, set-cookie) can
        // reach a log line; keeping them out here is also cheaper than redacting them per line.
        serializers: {
          req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
        autoLogging: { ignore: (req: { url?: string }) => req.url === '/api/health' },
      },
      stream,
    ],
  };
}
