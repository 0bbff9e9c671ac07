import type { Server } from 'node:http';
import { HttpServerConfig } from '../../config/app-config';

/**
 * Timeouts and a connection bound for the Node HTTP server, chosen rather than left at Node's
 * defaults (which held slow bodies for ~300 s and slow headers for ~69 s):
 * - headersTimeout: the request line and headers must arrive within it (slowloris);
 * - requestTimeout: the whole request, so a 10 MB upload over a slow mobile link still fits;
 * - keepAliveTimeout: longer than a load balancer's idle timeout (60 s on most), so the balancer,
 *   not the app, closes idle connections and never sends on one the app just closed;
 * - maxConnections: one instance's share; further connections are refused at once.
 * The timers are checked every second (Node's default is every 30 s, which stretched every
 * timeout by up to that much). Must run before the server listens.
 */
export function applyServerLimits(server: Server, limits: HttpServerConfig): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  // Read when the server starts listening (node:http setupConnectionsTracking).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1_000;
}
