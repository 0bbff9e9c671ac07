import type { components, operations } from './schema';

/**
 * A request or response shape of the backend, generated from its OpenAPI document
 * (`npm run api:types` regenerates ./schema.d.ts). Feature api files alias these instead of
 * declaring their own copies, so a backend change that breaks the frontend fails the typecheck.
 * This folder sits below every other one of src/ and imports nothing of the app, so content/,
 * stores/ and lib/ may all name these types without importing one another.
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The JSON body an operation answers with on 200/201. */
export type OperationResponse<Id extends keyof operations> = operations[Id] extends {
  responses: infer R;
}
  ? R extends { 200: { content: { 'application/json': infer T } } }
    ? T
    : R extends { 201: { content: { 'application/json': infer T } } }
      ? T
      : never
  : never;

export type { components, operations, paths } from './schema';
