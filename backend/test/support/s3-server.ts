import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3Config } from '../../src/config/app-config';

export interface TestS3Server {
  /** Settings for S3Storage pointing at this server. */
  config: S3Config;
  /** The same settings as environment variables, for createTestApp(env). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-speaking server (s3rver) on a free local port, with its own temporary folder and one
 * bucket, so the S3 adapter is tested over HTTP with the real AWS SDK rather than a mock.
 */
export async function startS3Server(bucket = 'portal-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    config: { bucket, region: 'af-south-1', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'af-south-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      // The SDK keeps sockets alive; close them or server.close() waits for their idle timeout.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
