import fc from 'fast-check';

/**
 * Building blocks for the hostile-input suite: the routes as the app's own OpenAPI document lists
 * them (so a route added later is fuzzed without anyone remembering to), arbitraries that produce
 * JSON *text* (so keys such as "__proto__" reach the server as sent, which a JS object cannot
 * guarantee), and the checks every response must pass.
 */

export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

export interface Field {
  name: string;
  type: FieldType;
  enum?: unknown[];
}

export interface Operation {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** OpenAPI template, e.g. /api/employees/{id}. */
  path: string;
  pathParams: string[];
  query: Field[];
  /** Fields of a JSON (or multipart) body; null when the route takes none. */
  body: Field[] | null;
  /** Who the route is for: anonymous (public), client (signed in) or staff. */
  audience: 'anonymous' | 'client' | 'staff';
  label: string;
}

interface OpenApiSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, OpenApiSchema>;
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema?: OpenApiSchema }>;
        requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
  components: { schemas: Record<string, OpenApiSchema> };
}

export const PUBLIC_ROUTES = new Set([
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/health',
  'POST /api/waitlist',
  'GET /api/waitlist/challenge',
  'GET /api/services',
  'GET /api/billing/settings',
  // Authenticated by PayFast's signature, not a session.
  'POST /api/billing/payfast/notify',
  // The second step of a sign-in and passkey sign-in: reached before (or half-way through) signing in.
  'POST /api/login/second-factor',
  'POST /api/login/passkey/options',
  'POST /api/login/passkey',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/email/verify',
  // Authenticated by the signed link from a password reset's mail, not a session.
  'POST /api/password/remove-passkeys',
  // What an invitation link is for, shown to whoever holds the link.
  'GET /api/invitations/{token}',
  // A calendar app fetches the feed: the token in its link is the key.
  'GET /api/compliance/calendar/{token}.ics',
  // Anyone holding a signed engagement letter may check it.
  'POST /api/engagement-letters/verify',
]);

function fieldType(schema: OpenApiSchema, doc: OpenApiDocument): FieldType {
  const resolved = resolve(schema, doc);
  const t = resolved.type ?? (resolved.enum ? typeof resolved.enum[0] : 'object');
  return (['string', 'number', 'integer', 'boolean', 'array'].includes(t) ? t : 'object') as FieldType;
}

function resolve(schema: OpenApiSchema, doc: OpenApiDocument): OpenApiSchema {
  if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')], doc);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0], doc);
  return schema;
}

function bodyFields(schema: OpenApiSchema, doc: OpenApiDocument): Field[] {
  const s = resolve(schema, doc);
  // A union body (the two enquiry forms): every field either form knows.
  const parts = s.oneOf ? s.oneOf.map((o) => resolve(o, doc)) : [s];
  const out = new Map<string, Field>();
  for (const part of parts) {
    for (const [name, prop] of Object.entries(part.properties ?? {})) {
      if (!out.has(name)) out.set(name, { name, type: fieldType(prop, doc), enum: resolve(prop, doc).enum });
    }
  }
  return [...out.values()];
}

/** Every /api operation of the OpenAPI document, with its parameters and body fields. */
export function operationsFrom(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const mediaType = Object.keys(content)[0];
      const label = `${method.toUpperCase()} ${path}`;
      ops.push({
        method: method as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, type: fieldType(p.schema ?? {}, doc) })),
        body: mediaType ? bodyFields(content[mediaType].schema, doc) : null,
        audience: PUBLIC_ROUTES.has(label) ? 'anonymous' : path.startsWith('/api/staff/') ? 'staff' : 'client',
        label,
      });
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

export const SQL_INJECTION = "'; DROP TABLE users; --";
export const SCRIPT_INJECTION = '<script>alert(1)</script>';

/** Strings that have broken parsers, ORMs and templates before. */
export const NASTY_STRINGS = [
  SQL_INJECTION,
  SCRIPT_INJECTION,
  "' OR '1'='1",
  '" OR 1=1 --',
  '1; SELECT * FROM users',
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eexe.pdf',
  '😀'.repeat(40),
  'Ä'.repeat(300),
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-0',
  '1e3',
  '0x10',
  '-1',
  '1.5',
  '99999999999999999999999999',
  'true',
  'null',
  'undefined',
  '',
  ' ',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '2024-01-01T00:00:00Z',
];

/** Long enough to pass any column length, short enough (with the rest of a body) to stay under the 100kb JSON limit. */
export const HUGE_STRING = 'x'.repeat(60_000);

const nastyString = fc.constantFrom(...NASTY_STRINGS);
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(HUGE_STRING) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('a', '9', ' ', '\n', '"', "'", '\\'), minLength: 256, maxLength: 2000 }) },
);

/** Numbers JSON can carry, including the ones that overflow INT, DECIMAL and doubles' integer range. */
export const hostileNumber: fc.Arbitrary<string> = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom(
    '0',
    '-0',
    '-1',
    '1e308',
    '-1e308',
    '1e-300',
    '9007199254740993',
    '2147483648',
    '-2147483649',
    '0.1',
    '1.005',
    '12345678901234567890123456789',
    '1E400',
  ),
);

/** JSON text of one arbitrary value (nested arrays and objects whose keys include prototype keys). */
export const hostileJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString.map((s) => JSON.stringify(s)),
    hostileNumber,
    fc.constantFrom('true', 'false', 'null'),
    fc.array(tie('value'), { maxLength: 4 }).map((xs) => `[${xs.join(',')}]`),
    fc.array(fc.tuple(hostileKey(), tie('value')), { maxLength: 4 }).map(objectText),
  ),
})).value;

export function hostileKey(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'isStaff', 'role', 'id', 'userId', 'password', 'toString', ''),
    fc.string({ maxLength: 12 }),
  );
}

export function objectText(entries: Array<[string, string]>): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
}

/** A JSON object body for the route's fields: any subset of them, each with a hostile value, plus hostile extra keys. */
export function hostileBody(fields: Field[]): fc.Arbitrary<string> {
  const known = fc
    .subarray(fields.map((f) => f.name))
    .chain((names) => fc.tuple(...names.map((n) => hostileJson.map((v) => [n, v] as [string, string]))));
  const extra = fc.array(fc.tuple(hostileKey(), hostileJson), { maxLength: 2 });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(known, fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: extra }))
        .map(([k, e]) => objectText([...k, ...e])),
    },
    // Not an object at all.
    { weight: 1, arbitrary: fc.constantFrom('[]', '[{}]', '[1,2]', '{}', '{"":""}') },
  );
}

/** A value that is certainly not of the declared type (and not null, which optional fields accept). */
export function wrongTypeValue(field: Field): fc.Arbitrary<string> {
  // The captcha answer may be sent as a number by design (waitlist/dto/enquiry-fields.ts).
  if (field.name === 'captcha') return fc.constantFrom('true', '{}', '["7"]', '{"__proto__":{"x":1}}');
  switch (field.type) {
    case 'string':
      return fc.constantFrom('42', 'true', '{}', '["x",{"a":1}]', '{"__proto__":{"x":1}}', '-1.5');
    case 'number':
    case 'integer':
      return fc.constantFrom('true', '{}', '[]', '"twelve"', '[1]', '{"valueOf":1}');
    case 'boolean':
      return fc.constantFrom('"maybe"', '{}', '[]', '2', '"yes please"', '[true]');
    default:
      return fc.constantFrom('"text"', '42', 'true');
  }
}

/** Path parameters that name no row: other number syntaxes, traversal, encoding tricks, overflow. */
export const HOSTILE_PATH_PARAMS = [
  '1e3',
  '-1',
  '0',
  '0x10',
  '1.0',
  '1.5',
  '+1',
  ' 1',
  '1 ',
  '01',
  '1abc',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  '../',
  '..',
  '../../etc/passwd',
  '%2e%2e%2f',
  '%E0%A4%A',
  '%',
  '%00',
  "1' OR '1'='1",
  '1;DROP TABLE users',
  '<script>',
  '99999999999999999999',
  '9'.repeat(400),
  '-9223372036854775809',
  '2147483648',
  '😀',
];

/** As the path segment is written on the wire: raw percent sequences stay as they are (to test bad encodings). */
export function encodePathParam(value: string): string {
  return /%/.test(value) ? value.replace(/ /g, '%20') : encodeURIComponent(value);
}

// ---------------------------------------------------------------------------------------------
// Response checks

/** Things that must never appear in an error body: stack frames, file paths, SQL, driver and ORM names. */
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\n\s+at |\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/],
  ['source file', /\.(ts|js|mjs|cjs):\d+/],
  ['server path', /node_modules|\/work\/|\/tmp\/|\/home\/|\/usr\/|dist\/|src\//],
  ['SQL', /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[\s\S]*\b(FROM|SET|VALUES|WHERE)\b/i],
  [
    'driver error',
    /SQLITE_|\bER_[A-Z_]{3,}|ECONNREFUSED|mysql|sqlite|better-sqlite3|QueryFailedError|TypeORM|EntityNotFound|EntityPropertyNotFound/i,
  ],
  [
    'JS error',
    /\b(TypeError|ReferenceError|RangeError|SyntaxError)\b|Cannot read propert|is not a function|is not defined|undefined is not/,
  ],
  ['stack key', /"stack"\s*:/],
];

export function leaksIn(text: string): string[] {
  return LEAKS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

export interface CheckedResponse {
  status: number;
  text: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The problems with one response (empty when it is acceptable). */
export function responseProblems(res: CheckedResponse): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  if (res.status < 400) return problems;
  if (!/^application\/json/.test(res.headers['content-type'] ?? '')) problems.push(`error content-type ${res.headers['content-type']}`);
  const body = res.body as Record<string, unknown>;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [...problems, 'error body is not an object'];
  const keys = Object.keys(body).sort();
  // The shape of common/errors/error-body.ts: `code` only when a domain rule refused (a stable dotted name).
  if (keys.some((k) => !['code', 'errors', 'message', 'statusCode'].includes(k))) problems.push(`error body keys ${keys.join(',')}`);
  if ('code' in body && (typeof body.code !== 'string' || !/^[a-z0-9_]+(\.[a-z0-9_]+)+$/.test(body.code))) {
    problems.push(`code ${String(body.code)} is not a stable dotted name`);
  }
  if (body.statusCode !== res.status) problems.push(`statusCode ${String(body.statusCode)} != ${res.status}`);
  if (typeof body.message !== 'string' || body.message.length === 0) problems.push('message is not a sentence');
  if ('errors' in body) {
    const errors = body.errors as Record<string, unknown>;
    if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) problems.push('errors is not an object');
    else if (Object.values(errors).some((v) => typeof v !== 'string')) problems.push('errors has a value that is not a string');
  }
  for (const leak of leaksIn(res.text)) problems.push(`leaks ${leak}: ${res.text.slice(0, 300)}`);
  return problems;
}

/** Own properties of Object.prototype when the suite starts; a request must never add to them. */
export function prototypeSnapshot(): string {
  return [Object.prototype, Array.prototype, Function.prototype].map((p) => Object.getOwnPropertyNames(p).sort().join(',')).join('|');
}

// ---------------------------------------------------------------------------------------------
// Open routes that must write nothing for an unverified request (docs/billing.md, docs/enquiries.md)

/** The fields a PayFast notification carries, for forged bodies to mix. */
export const PAYFAST_FIELDS = [
  'm_payment_id',
  'pf_payment_id',
  'payment_status',
  'item_name',
  'amount_gross',
  'amount_fee',
  'amount_net',
  'merchant_id',
  'email_address',
  'signature',
] as const;

/**
 * Form-encoded PayFast notifications nobody signed: known and unknown field names, repeated ones
 * (which the body parser turns into lists), statuses going backwards, hostile values, and a
 * signature of the right shape.
 */
export const hostilePayfastForm: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...PAYFAST_FIELDS), fc.constantFrom('__proto__', 'constructor', 'a[b]', 'signature[]'), hostileString),
      fc.oneof(
        hostileString,
        fc.constantFrom('COMPLETE', 'FAILED', 'CANCELLED', '10000100', '0.00', '-1', 'f'.repeat(32)),
        fc.stringMatching(/^[0-9a-f]{32}$/),
      ),
    ),
    { maxLength: 14 },
  )
  .map((pairs) => new URLSearchParams(pairs.map(([k, v]): [string, string] => [k.slice(0, 200), v.slice(0, 2000)])).toString());

/** What may arrive as an enquiry's `captchaToken`: hostile text, other JSON types, and forgeries shaped like ours. */
export const hostileCaptchaToken: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, 0, 1e21, true, [], {}, ['v1'], { token: 'v1' }),
  fc
    .tuple(fc.uuid(), fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.stringMatching(/^[A-Za-z0-9_-]{0,50}$/))
    .map(([id, exp, mac]) => `v1.${id}.${exp}.${mac}`),
  fc.uuid().map((id) => `v1.${id}.${Date.now() + 600_000}.${'A'.repeat(43)}`),
);
