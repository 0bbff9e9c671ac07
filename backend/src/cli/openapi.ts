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
 * configuration is needed. Usage: node dist/cli/openapi.js [out.json] (stdout without a path).
 */
async function main(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { preview: true, logger: false, abortOnError: false });
  // The same prefix the real app sets in configureApp.
  app.setGlobalPrefix('api');
  const document = buildOpenApiDocument(app);
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
