/**
 * The backend's layers, lowest first: the one home of the rule docs/architecture.md explains.
 * A folder of backend/src may import a folder of a lower layer; inside an `ordered` layer, only the
 * folders listed before it. eslint.config.mjs turns this into import rules, and
 * scripts/module-graph.mjs draws the graph from the code and checks it against this list.
 *
 * `files` are the composition root's top-level files (backend/src/app.module.ts ...), which count
 * as one folder named by the file.
 */
export const BACKEND_LAYERS = [
  {
    name: 'platform',
    summary: 'configuration, HTTP plumbing, errors, clock, events, scheduling, database, file storage',
    ordered: true,
    folders: ['config', 'common', 'database', 'storage'],
  },
  {
    name: 'identity',
    summary:
      'people, client businesses and their members, sessions, who may act on a client’s data, the activity log, per-client list caches',
    ordered: true,
    folders: ['users', 'businesses', 'session', 'access', 'activity', 'client-lists'],
  },
  {
    name: 'domains',
    summary: 'one module per part of the practice, each owning its tables',
    ordered: true,
    folders: [
      'catalogue',
      'mail',
      'notifications',
      'documents',
      'employees',
      'compliance',
      'billing',
      'engagement',
      'messages',
      'work',
      'waitlist',
      'account-security',
      'memberships',
      'auth',
      'account',
    ],
  },
  {
    name: 'surfaces',
    summary: 'screens’ back ends that compose several domains',
    ordered: true,
    folders: ['overview', 'privacy', 'staff'],
  },
  {
    name: 'composition root',
    summary: 'wiring: the app module, entity registry, pages, health, the OpenAPI document, command-line tools',
    ordered: true,
    folders: ['spa', 'health', 'openapi', 'app', 'app.module.ts', 'app.setup.ts', 'main.ts', 'cli'],
  },
];

/** Every folder in order, with its layer: a folder may import exactly the folders before it in its own ordered layer and every folder of the layers below. */
export function allowedImports() {
  const allowed = new Map();
  const below = [];
  for (const layer of BACKEND_LAYERS) {
    const earlier = [];
    for (const folder of layer.folders) {
      allowed.set(folder, { layer: layer.name, may: [...below, ...(layer.ordered ? earlier : layer.folders.filter((f) => f !== folder))] });
      earlier.push(folder);
    }
    below.push(...layer.folders);
  }
  return allowed;
}
