import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app.module';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { stableJson } from '../openapi/stable-json';

/**
 * Writes the OpenAPI document without starting a server: `preview` mode builds the module graph
 * and reads the controllers' metadata but instantiates no provider, so no database, storage or
 * configuration is needed (PUBLIC_URL, when set, is the document's server). Usage:
 * node dist/cli/openapi.js [out.json] (stdout without a path).
 */
async function main(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { preview: true, logger: false, abortOnError: false });
  // The same prefix the real app sets in configureApp.
  app.setGlobalPrefix('api');
  // The server named in the document: the deployment's address when given, else the local default.
  const document = buildOpenApiDocument(app, (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, ''));
  const json = stableJson(document);
  const out = process.argv[2];
  if (out) writeFileSync(out, json);
  else process.stdout.write(json);
  await app.close();
}

main().catch((err: unknown) => {
  console.error('The OpenAPI document could not be written:', err);
  process.exit(1);
});
