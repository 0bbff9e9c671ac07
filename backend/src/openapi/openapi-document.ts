import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../session/session-cookie';
import { accessRuleOf } from '../access/access.decorator';
import { needsSession } from '../access/access-rule';

// The document's own object types (@nestjs/swagger exports only the whole document's).
type PathItemObject = OpenAPIObject['paths'][string];
type OperationObject = NonNullable<PathItemObject['get']>;
type SchemaObject = Exclude<NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string], { $ref: string }>;

/** The security scheme of the session cookie, the API's only credential. */
export const SESSION_SECURITY = 'session';

/**
 * The OpenAPI description of the JSON API. One builder serves both the live document at
 * /api/docs-json and the generator (`npm run api:types`), so the checked-in frontend types
 * describe exactly what the server publishes. The document passes `redocly lint` (recommended
 * rules) with no error; docs/api.md says what the rules are and how the document keeps them.
 */
export function buildOpenApiDocument(app: INestApplication, publicUrl: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Client portal API')
    .setDescription('The JSON API of the public website and client portal. Sessions are cookie based: sign in with POST /api/login.')
    .setVersion('1.0')
    .addServer(publicUrl)
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', description: 'The HttpOnly session cookie set at sign-in' },
      SESSION_SECURITY,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config);
  declareSecurity(document, signedInOperations(app));
  typeNullableReferences(document);
  return document;
}

/**
 * Operation ids (`Controller_method`, @nestjs/swagger's default) of the routes that need a
 * session: every route whose `@Access` declaration is not public (an undeclared route needs one
 * too, as AccessGuard treats it as signed-in). The declarations decide; the document follows them.
 */
function signedInOperations(app: INestApplication): Set<string> {
  const ids = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (needsSession(accessRuleOf(handler, controller))) ids.add(`${controller.name}_${name}`);
      }
    }
  }
  return ids;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Every operation states its security: the session cookie, or explicitly none. */
function declareSecurity(document: OpenAPIObject, signedIn: Set<string>): void {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      operation.security = signedIn.has(operation.operationId ?? '') ? [{ [SESSION_SECURITY]: [] }] : [];
    }
  }
}

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`. @nestjs/swagger writes a nullable enum as
 * `{ nullable, allOf: [{ $ref }] }`; the referenced schema's type is copied beside it.
 */
function typeNullableReferences(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject>;
  const typeOf = (ref: string): SchemaObject['type'] => schemas[ref.replace('#/components/schemas/', '')]?.type;
  for (const schema of Object.values(schemas)) {
    for (const property of Object.values(schema.properties ?? {}) as SchemaObject[]) {
      if (!property.nullable || property.type) continue;
      const ref = (property.allOf?.[0] as { $ref?: string } | undefined)?.$ref;
      const type = ref ? typeOf(ref) : undefined;
      if (type) property.type = type;
    }
  }
}
