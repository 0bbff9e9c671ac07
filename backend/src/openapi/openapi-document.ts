import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../auth/session-cookie';

/**
 * The OpenAPI description of the JSON API. One builder serves both the live document at
 * /api/docs-json and the generator (`npm run api:types`), so the checked-in frontend types
 * describe exactly what the server publishes.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Client portal API')
    .setDescription('The JSON API of the public website and client portal. Sessions are cookie based: sign in with POST /api/login.')
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE)
    .build();
  return SwaggerModule.createDocument(app, config);
}
