import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import pino from 'pino';

/** How often buffered log lines are written out even when the buffer is not full. */
const FLUSH_EVERY_MS = 1000;
/** Lines are written in batches of at least this many bytes (or every FLUSH_EVERY_MS). */
const BATCH_BYTES = 4096;

/** Requests that are not logged: the health probe, polled by the orchestrator. */
const QUIET_PATHS = new Set(['/api/health']);

/**
 * The app's logger and request log, one definition for the app and for the benchmark that
 * measures its cost (bench/servers/minimal-nest.mjs).
 *
 * Lines go to stdout through an asynchronous, batching pino destination: a synchronous write per
 * request was most of the logger's cost under load. Batches are flushed every second and when the
 * process exits (pino registers the exit flush for its own destinations), so a quiet server's
 * lines still show up promptly and none are lost at shutdown.
 *
 * One line per API request (method, path, status, time; never cookies, auth headers or bodies)
 * comes from requestLogMiddleware, not from pino-http: pino-http builds two child loggers per
 * request (serialising the request into each) and nestjs-pino wraps every request in an
 * AsyncLocalStorage context for request-scoped loggers, which this app does not use. Together
 * they cost about a third of a minimal route (docs/performance.md). Nest's own log goes through
 * PinoNestLogger to the same logger (nestjs-pino, which did that before, asks for Node 22.12).
 */
export function createAppLogger(level: string, destination: number | string = 1, format: 'json' | 'pretty' = 'json'): pino.Logger {
  if (format === 'pretty')
    return pino(
      { level },
      prettyDestination(level, (text) => process.stdout.write(text)),
    );
  const stream = pino.destination({ dest: destination, sync: false, minLength: BATCH_BYTES });
  if (level !== 'silent') setInterval(() => stream.flush(), FLUSH_EVERY_MS).unref();
  return pino({ level }, stream);
}

/** Nest's start-up chatter (a line per module and per route): shown in pretty mode only at debug. */
const STARTUP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);
const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * LOG_FORMAT=pretty (the default in development): each JSON line becomes one line a person reads,
 * `12:04:05 INFO  [Bootstrap] Listening on http://localhost:3000`, or for a request
 * `12:04:06 INFO  GET /api/user 200 4 ms`. Nest's line per module and per route is left out
 * unless LOG_LEVEL is debug or trace, so the "Listening on" line is near the top of what shows.
 */
export function prettyDestination(level: string, write: (text: string) => void): { write(line: string): void } {
  const chatty = level === 'debug' || level === 'trace';
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        write(line.endsWith('\n') ? line : `${line}\n`);
        return;
      }
      const context = typeof entry.context === 'string' ? entry.context : undefined;
      if (!chatty && context && STARTUP_CONTEXTS.has(context)) return;
      const time = new Date(Number(entry.time ?? Date.now())).toTimeString().slice(0, 8);
      const name = (LEVEL_NAMES[Number(entry.level)] ?? 'INFO').padEnd(5);
      const req = entry.req as { method?: string; url?: string } | undefined;
      const res = entry.res as { statusCode?: number } | undefined;
      let text: string;
      if (req) text = `${req.method} ${req.url} ${res?.statusCode ?? '-'} ${entry.responseTime ?? '-'} ms`;
      else text = `${context ? `[${context}] ` : ''}${String(entry.msg ?? '')}`;
      const err = entry.err as { stack?: string } | undefined;
      write(`${time} ${name} ${text}${err?.stack ? `\n${err.stack}` : ''}\n`);
    },
  };
}

/** Where Nest's own log goes: the app's logger, provided by LoggingModule. */
export const APP_LOGGER = Symbol('APP_LOGGER');

type PinoLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's log (its Logger class, start-up lines, unhandled errors) written through the app's pino
 * logger as `{context, msg}` lines (with `err` for an error's stack). Nest appends the context as
 * the last argument, and an error's stack before it.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: pino.Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: PinoLevel, message: unknown, rest: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const args = [...rest];
    const fields: Record<string, unknown> = {};
    if (args.length > 0 && typeof args[args.length - 1] === 'string') fields.context = args.pop();
    if (typeof args[0] === 'string' && args[0].length > 0) fields.err = { stack: args[0] };
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...fields, ...(message as Record<string, unknown>) });
    } else {
      this.logger[level](fields, String(message));
    }
  }
}

/**
 * Writes one line per /api request when its response ends: `{req: {method, url}, res:
 * {statusCode}, responseTime}` at info level ("request aborted" at warn when the client left
 * before the response ended). Only these fields are ever read from the request, so no header
 * (cookies, authorization, set-cookie) can reach a log line.
 */
export function requestLogMiddleware(logger: pino.Logger) {
  // The line is written straight to the logger's destination, in pino's own format (level, time,
  // the logger's bindings such as pid and hostname, msg): the few fields need no serialiser pass.
  const symbols = pino.symbols as unknown as { streamSym: symbol; chindingsSym: symbol };
  const target = logger as unknown as Record<symbol, unknown>;
  const stream = target[symbols.streamSym] as { write(line: string): void };
  const bindings = target[symbols.chindingsSym] as string;
  const { info, warn } = logger.levels.values;
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void): void => {
    const url = req.originalUrl ?? req.url ?? '';
    if (!(url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) || !logger.isLevelEnabled('info')) return next();
    const path = url.split('?', 1)[0];
    if (QUIET_PATHS.has(path)) return next();
    const start = performance.now();
    const method = req.method ?? '';
    res.once('close', () => {
      const finished = res.writableFinished;
      stream.write(
        `{"level":${finished ? info : warn},"time":${Date.now()}${bindings},"req":{"method":${JSON.stringify(method)},"url":${JSON.stringify(url)}},` +
          `"res":{"statusCode":${res.statusCode}},"responseTime":${Math.round(performance.now() - start)},` +
          `"msg":"${finished ? 'request completed' : 'request aborted'}"}\n`,
      );
    });
    next();
  };
}
