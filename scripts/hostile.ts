/**
 * A hostile run against a running Forkcast: bad input of every class on every route, paths
 * that try to escape, other users' ids, limits that try to be sidestepped, lying files. It
 * prints, per class, how many requests were tried and how many held (a 4xx in the envelope,
 * or the answer a safe server gives), and exits 1 if any did not hold.
 *
 *   TRUST_PROXY_HOPS=1 DATA_DIR=$(mktemp -d) npm start          # or with DATABASE_URL
 *   npx tsx scripts/hostile.ts http://localhost:3000
 *
 * With TRUST_PROXY_HOPS=1 every probe comes from an address of its own (X-Forwarded-For), so
 * the input classes are not hidden behind 429s, and the limit classes can speak as an attacker's
 * address and as the owner's. It sends traffic to the given local server only, and stops.
 */
import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const base = new URL(process.argv[2] ?? 'http://localhost:3000');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
}

let addressCounter = 0;
/** A fresh address per probe: 10.x.y.z taken from a counter (only written in a header). */
const freshAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/**
 * A huge body over a raw socket: the server answers 413 and closes before the body is written,
 * and Node's HTTP client drops that answer on EPIPE. Everything the server sent is read here.
 */
function sendHuge(method: string, rawPath: string, body: Buffer, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(base.port), base.hostname);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      const raw = Buffer.concat(received).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      const text = raw.slice(raw.indexOf('\r\n\r\n') + 4);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      resolve({ status, headers: {}, text, json });
    });
    const head = [
      `${method} ${rawPath} HTTP/1.1`,
      `host: ${base.host}`,
      'connection: close',
      `content-length: ${body.length}`,
    ];
    for (const [name, value] of Object.entries({ 'x-forwarded-for': freshAddress(), ...headers }))
      head.push(`${name}: ${value}`);
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    // Stop writing once the server has answered, so its answer is not lost to a reset.
    void (async () => {
      for (let offset = 0; offset < body.length && received.length === 0 && !socket.destroyed; offset += 256 * 1024) {
        if (!socket.write(body.subarray(offset, offset + 256 * 1024))) {
          await new Promise((next) => {
            socket.once('drain', next);
            setTimeout(next, 200);
          });
        }
      }
      if (!socket.destroyed) socket.end();
    })();
  });
}

function send(
  method: string,
  rawPath: string,
  options: { body?: Buffer | string; headers?: Record<string, string>; token?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'x-forwarded-for': options.from ?? freshAddress(), ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const request = http.request(
      { host: base.hostname, port: base.port, method, path: rawPath, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
      },
    );
    // A server may answer (413) and close before a huge body is written: keep its answer.
    request.on('error', (error: NodeJS.ErrnoException) => {
      const failed = new Error(`${method} ${rawPath.slice(0, 80)}: ${error.code ?? error.message}`);
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') setTimeout(() => reject(failed), 2000);
      else reject(failed);
    });
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

const sendJson = (method: string, path: string, body: unknown, options: { token?: string; from?: string } = {}) =>
  send(method, path, { ...options, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

interface FilePart {
  name: string;
  filename: string;
  type: string;
  data: Buffer;
}

function multipart(fields: [string, string][], files: FilePart[] = []) {
  const boundary = `----hostile${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// ---------------------------------------------------------------------------------------------
// Tally

interface Tally {
  tried: number;
  held: number;
  failures: string[];
}
const tallies = new Map<string, Tally>();

function record(kind: string, held: boolean, what: string) {
  const tally = tallies.get(kind) ?? { tried: 0, held: 0, failures: [] };
  tally.tried += 1;
  if (held) tally.held += 1;
  else if (tally.failures.length < 8) tally.failures.push(what);
  tallies.set(kind, tally);
}

const isEnvelopeError = (answer: Answer) =>
  typeof answer.json === 'object' &&
  answer.json !== null &&
  (answer.json as { success?: unknown }).success === false &&
  typeof (answer.json as { message?: unknown }).message === 'string' &&
  (answer.json as { message: string }).message !== '';

/** Held: a 4xx in the envelope, or (when `okAllowed`) a 2xx. Never a 5xx, never a bare body. */
function expectRefusedOrOk(kind: string, what: string, answer: Answer, okAllowed: boolean) {
  const refused = answer.status >= 400 && answer.status < 500 && isEnvelopeError(answer);
  const accepted = okAllowed && answer.status >= 200 && answer.status < 300;
  record(kind, refused || accepted, `${what} → ${answer.status} ${answer.text.slice(0, 120)}`);
}

// ---------------------------------------------------------------------------------------------
// The routes and their inputs

interface JsonRoute {
  method: string;
  path: (ids: Ids) => string;
  auth: boolean;
  body: (ids: Ids) => Record<string, unknown>;
}

interface Ids {
  recipeId: number;
  mealId: number;
  blogSlug: string;
  email: string;
  password: string;
}

const PASSWORD = 'hostile-pass-1';

const NEW_PASSWORD = { password: 'new-password-2', password_confirmation: 'new-password-2' };

/** A POST route probed without signing in, or signed in; a fixed path or body stands for a function of the seeded ids. */
const anonymousPost = (
  path: string | JsonRoute['path'],
  body: Record<string, unknown> | JsonRoute['body'],
): JsonRoute => ({
  method: 'POST',
  path: typeof path === 'string' ? () => path : path,
  auth: false,
  body: typeof body === 'function' ? body : () => body,
});
const signedInPost = (
  path: string | JsonRoute['path'],
  body: Record<string, unknown> | JsonRoute['body'],
): JsonRoute => ({
  ...anonymousPost(path, body),
  auth: true,
});

const JSON_ROUTES: JsonRoute[] = [
  anonymousPost('/api/users/login', (ids) => ({ email: ids.email, password: 'wrong-password' })),
  anonymousPost('/api/users/register', () => ({
    name: 'Probe',
    email: `p${randomBytes(6).toString('hex')}@example.com`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  })),
  signedInPost('/api/users/data/update', { name: 'Probe Parent' }),
  signedInPost('/api/users/password/change', { current_password: 'not-it-at-all', ...NEW_PASSWORD }),
  anonymousPost('/api/users/login/otp-verify', (ids) => ({ email: ids.email, otp: '0000' })),
  anonymousPost('/api/users/login/reset-password', (ids) => ({ email: ids.email, key: 'nope', ...NEW_PASSWORD })),
  anonymousPost('/api/subscribe', () => ({ email: `s${randomBytes(6).toString('hex')}@example.com` })),
  signedInPost((ids) => `/api/review/${ids.recipeId}`, { rating: 4, comment: 'Lovely and quick.' }),
  signedInPost((ids) => `/api/meal-plans/${ids.recipeId}`, { day: 'monday', category_id: 1 }),
  signedInPost((ids) => `/api/meal-update/${ids.mealId}`, { name: 'Taco night' }),
  signedInPost('/api/shopping-list/items', { name: '2 l milk' }),
  signedInPost('/api/recipes/import', {
    text: 'Toast\nServes 1\nIngredients\n1 slice bread\nMethod\nToast the bread.',
  }),
  { method: 'PATCH', path: () => '/api/shopping-list/items/p-x', auth: true, body: () => ({ checked: true }) },
  signedInPost('/api/household/members', {
    name: 'Mia',
    age_group: 'child',
    allergens: ['peanuts'],
    diets: [],
    dislikes: [],
  }),
  signedInPost((ids) => `/api/meal-attendees/${ids.mealId}`, { member_ids: [1] }),
  signedInPost('/api/household/join', { code: 'K7QX-M2PA', bring_meals: false }),
  signedInPost('/api/household/invite', { uses: 2 }),
];

const QUERY_ROUTES = [
  '/api/guest/recipes?search=VALUE',
  '/api/guest/recipes?category_id=VALUE',
  '/api/guest/recipes?recipe_library_id=VALUE',
  '/api/guest/recipes?tag_id=VALUE',
  '/api/guest/recipes?age_group=VALUE',
  '/api/guest/recipes?page=VALUE',
  '/api/guest/recipes?per_page=VALUE',
  '/api/recipes/search?search=VALUE',
  '/api/tags?recipe_library_id=VALUE',
  '/api/reviews-by-pagination/1?page=VALUE',
  '/api/my-recipes?page=VALUE',
  '/api/shopping-list?days=VALUE',
  '/api/auth/recipes?safe_for=VALUE',
  '/api/guest/recipes?max_kcal=VALUE',
  '/api/guest/recipes?min_protein=VALUE',
  '/api/meal-suggestions?member_ids=VALUE',
  '/api/meal-suggestions?category_id=VALUE',
  '/api/meal-suggestions?day=VALUE',
  '/api/meal-conflicts/1?member_ids=VALUE',
  '/api/meal-plans/nutrition?days=VALUE',
];

const PATH_ROUTES: { method: string; path: string; auth: boolean }[] = [
  { method: 'GET', path: '/api/single-recipe/VALUE', auth: false },
  { method: 'GET', path: '/api/recipe-name/VALUE', auth: false },
  { method: 'GET', path: '/api/blog/VALUE', auth: false },
  { method: 'GET', path: '/api/cms/VALUE', auth: false },
  { method: 'GET', path: '/api/reviews-by-pagination/VALUE', auth: false },
  { method: 'GET', path: '/api/my-recipe-details/VALUE', auth: true },
  { method: 'POST', path: '/api/wishlist/VALUE', auth: true },
  { method: 'DELETE', path: '/api/meal/VALUE', auth: true },
  { method: 'PATCH', path: '/api/shopping-list/items/VALUE', auth: true },
  { method: 'DELETE', path: '/api/shopping-list/items/VALUE', auth: true },
  { method: 'PATCH', path: '/api/household/members/VALUE', auth: true },
  { method: 'DELETE', path: '/api/household/members/VALUE', auth: true },
  { method: 'POST', path: '/api/household/members/VALUE/parent', auth: true },
  { method: 'POST', path: '/api/meal-attendees/VALUE', auth: true },
  { method: 'GET', path: '/api/meal-conflicts/VALUE', auth: true },
];

const NUL = 'a\u0000b';
const BAD_INTEGERS: unknown[] = [
  2147483648,
  -2147483649,
  1e30,
  -1,
  1.5,
  '0x5',
  '1e3',
  [5],
  { n: 5 },
  true,
  '9'.repeat(40),
];
/**
 * What a query value or a path segment may carry, as sent in the URL: an escaped NUL (alone and
 * inside a word), an integer past the column, one in exponent form, a negative, a broken escape.
 */
const BAD_URL_VALUES = ['%00', 'a%00b', '2147483648', '1e30', '-1', '%E0%A4%A'];
const WRONG_TYPES: unknown[] = [[], ['x'], {}, { $gt: '' }, true, 12345, null];

function withEach(body: Record<string, unknown>, value: unknown): [string, Record<string, unknown>][] {
  return Object.keys(body).map((key) => [key, { ...body, [key]: value }]);
}

// ---------------------------------------------------------------------------------------------
// Setup: two accounts, a recipe of the first one's, a meal in each planner

async function register(name: string): Promise<{ token: string; email: string }> {
  const email = `${name}-${randomBytes(5).toString('hex')}@example.com`;
  const answer = await sendJson('POST', '/api/users/register', {
    name,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const token = (answer.json as { data?: { token?: string } })?.data?.token;
  if (answer.status !== 201 || !token)
    throw new Error(`register failed: ${answer.status} ${answer.text.slice(0, 200)}`);
  return { token, email };
}

async function shareRecipe(token: string, extraFields: [string, string][] = [], files: FilePart[] = []) {
  const form = multipart(
    [
      ['recipe_name', 'Probe Lentil Stew'],
      ['category_id', '1'],
      ['recipe_library_id', '1'],
      ['age_group', 'adult'],
      ['serving_number', '4'],
      ['cooking_time', '30'],
      ['preparation_time', '10'],
      ['nutrition_info', '300 kcal'],
      ['tags[]', 'probe'],
      ['ingredients[]', '200 g red lentils'],
      ['instructions[]', 'Simmer.'],
      ...extraFields,
    ],
    files,
  );
  return send('POST', '/api/recipe/store', { ...form, token });
}

async function addMeal(token: string, recipeId: number): Promise<number> {
  const day = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'][
    Math.floor(Math.random() * 7)
  ];
  const answer = await sendJson('POST', `/api/meal-plans/${recipeId}`, { day, category_id: 2 }, { token });
  const meals = (answer.json as { data?: { meals?: { id: number }[] } })?.data?.meals ?? [];
  return meals[0]?.id ?? (await plannedMealIds(token))[0] ?? 0;
}

/** The ids of every planned meal of the week: each day holds one slot per category, with its meals. */
async function plannedMealIds(token: string): Promise<number[]> {
  const week = await send('GET', '/api/get-meal-plans', { token });
  const days = (week.json as { data?: Record<string, { meals?: { id: number }[] }[]> })?.data ?? {};
  return Object.values(days).flatMap((slots) => slots.flatMap((slot) => slot.meals ?? []).map((meal) => meal.id));
}

// ---------------------------------------------------------------------------------------------
// The classes

async function badInputClasses(ids: Ids, token: string) {
  for (const route of JSON_ROUTES) {
    const body = route.body(ids);
    const options = { token: route.auth ? token : undefined };
    for (const [key, bad] of withEach(body, NUL)) {
      expectRefusedOrOk(
        'NUL byte in text',
        `${route.method} ${route.path(ids)} ${key}`,
        await sendJson(route.method, route.path(ids), bad, options),
        false,
      );
    }
    for (const value of WRONG_TYPES) {
      for (const [key, bad] of withEach(body, value)) {
        // An empty list is the right type for a list field (a member's allergens): not a probe.
        if (Array.isArray(value) && value.length === 0 && Array.isArray(body[key])) continue;
        expectRefusedOrOk(
          'wrong type',
          `${route.path(ids)} ${key}=${JSON.stringify(value)}`,
          await sendJson(route.method, route.path(ids), bad, options),
          false,
        );
      }
    }
    for (const [key, bad] of withEach(body, '<script>alert(1)</script>')) {
      const answer = await sendJson(route.method, route.path(ids), bad, options);
      expectRefusedOrOk('script tag', `${route.path(ids)} ${key}`, answer, true);
    }
    expectRefusedOrOk(
      'not JSON',
      route.path(ids),
      await send(route.method, route.path(ids), {
        ...options,
        body: '{"a":',
        headers: { 'content-type': 'application/json' },
      }),
      false,
    );
    expectRefusedOrOk(
      'body not an object',
      route.path(ids),
      await sendJson(route.method, route.path(ids), [1, 2], options),
      false,
    );
  }
  for (const value of BAD_INTEGERS) {
    for (const bad of [
      { path: `/api/meal-plans/${ids.recipeId}`, body: { day: 'monday', category_id: value } },
      { path: `/api/review/${ids.recipeId}`, body: { rating: value, comment: 'Fine.' } },
    ]) {
      expectRefusedOrOk(
        'integer out of range or loosely typed',
        `${bad.path} ${JSON.stringify(value)}`,
        await sendJson('POST', bad.path, bad.body, { token }),
        false,
      );
    }
  }
  for (const template of QUERY_ROUTES) {
    for (const value of [...BAD_URL_VALUES, '99999999999999999999', 'x'.repeat(5000)]) {
      const answer = await send('GET', template.replace('VALUE', value), { token });
      expectRefusedOrOk('query strings', template.replace('VALUE', value.slice(0, 20)), answer, true);
    }
  }
  for (const route of PATH_ROUTES) {
    for (const value of [...BAD_URL_VALUES, '0', '1.5', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '<script>']) {
      const answer = await send(route.method, route.path.replace('VALUE', value), {
        token: route.auth ? token : undefined,
      });
      expectRefusedOrOk('path parameters', `${route.method} ${route.path.replace('VALUE', value)}`, answer, false);
    }
  }
  // Multipart: the recipe form's fields carry every class too.
  for (const [name, value] of [
    ['recipe_name', NUL],
    ['nutrition_info', NUL],
    ['ingredients[]', NUL],
    ['tags[]', NUL],
    ['category_id', '2147483648'],
    ['category_id', '1e30'],
    ['serving_number', '0x5'],
    ['resource_link', '//evil.example/x'],
    ['resource_link', 'javascript:alert(1)'],
  ] as [string, string][]) {
    const answer = await shareRecipe(token, [[name, value]]);
    const keys = name === 'category_id' || name === 'serving_number' || name === 'resource_link';
    // A repeated scalar field: the probe's value comes last, so it is the one read.
    expectRefusedOrOk(
      keys ? 'integer out of range or loosely typed' : 'NUL byte in text',
      `recipe/store ${name}=${JSON.stringify(value)}`,
      answer,
      false,
    );
  }
  const huge = 'x'.repeat(50 * 1024 * 1024);
  for (const route of JSON_ROUTES) {
    const body = Buffer.from(JSON.stringify({ ...route.body(ids), name: huge }));
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const answer = await sendHuge(route.method, route.path(ids), body, headers);
    record('50 MB body', refusedHuge(answer), `${route.path(ids)} → ${answer.status}`);
  }
  for (const [name, size] of [
    ['nutrition_info', 50 * 1024 * 1024],
    ['ingredients[]', 2 * 1024 * 1024],
  ] as [string, number][]) {
    const form = multipart([
      ['recipe_name', 'Huge'],
      [name, huge.slice(0, size)],
    ]);
    const answer = await sendHuge('POST', '/api/recipe/store', form.body, {
      ...form.headers,
      authorization: `Bearer ${token}`,
    });
    record('50 MB body', refusedHuge(answer), `recipe/store ${name} of ${size} bytes → ${answer.status}`);
  }
}

/**
 * A huge body is refused with 413 in the envelope; the server then closes the connection, and
 * when it does so before the client read the answer, the reset may take the answer with it
 * (status 0 here). Both are a refusal; a 2xx or a 5xx is not.
 */
const refusedHuge = (answer: Answer) => (answer.status === 413 && isEnvelopeError(answer)) || answer.status === 0;

async function escapingPaths() {
  const secrets = /"devDependencies"|root:x:0:0|DATABASE_URL|BEGIN|PRIVATE/;
  for (const path of [
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/%2e%2e/%2e%2e/package.json',
    '/uploads/..%5c..%5cpackage.json',
    '/uploads/....//....//package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/api/blog/..%2f..%2f..%2fpackage.json',
    '/static/..%2f..%2fpackage.json',
    '/uploads/%00.webp',
    '/api/%',
    '/api/recipes/%E0%A4%A',
    '/api/nope',
  ]) {
    const answer = await send('GET', path);
    const leaked = secrets.test(answer.text);
    const apiEnvelope =
      !path.startsWith('/api') || (answer.status >= 400 && answer.status < 500 && isEnvelopeError(answer));
    record('percent-encoded paths', !leaked && answer.status < 500 && apiEnvelope, `${path} → ${answer.status}`);
  }
  // 431: one header past Node's 16 KB limit.
  const big = await send('GET', '/api/categories', { headers: { 'x-big': 'y'.repeat(64 * 1024) } }).catch(() => null);
  record(
    'percent-encoded paths',
    !!big && big.status === 431 && isEnvelopeError(big),
    `431 → ${big?.status} ${big?.text.slice(0, 80)}`,
  );
}

async function otherUsersIds(
  owner: { token: string },
  other: { token: string },
  recipeId: number,
  ownerMealId: number,
) {
  const typed = await sendJson('POST', '/api/shopping-list/items', { name: 'Owner only' }, { token: owner.token });
  const typedId = (typed.json as { data?: { id?: string } })?.data?.id ?? 'm-1';
  const kid = await sendJson(
    'POST',
    '/api/household/members',
    { name: 'Owner kid', age_group: 'child' },
    { token: owner.token },
  );
  const kidId = (kid.json as { data?: { id?: number } })?.data?.id ?? 1;
  const attempts: [string, string, unknown?][] = [
    ['GET', `/api/my-recipe-details/${recipeId}`],
    ['PATCH', `/api/shopping-list/items/${typedId}`, { checked: true }],
    ['DELETE', `/api/shopping-list/items/${typedId}`],
    ['PATCH', `/api/household/members/${kidId}`, { name: 'Hijacked' }],
    ['DELETE', `/api/household/members/${kidId}`],
    ['POST', `/api/household/members/${kidId}/parent`],
    ['POST', `/api/meal-update/${ownerMealId}`, { name: 'Hijacked' }],
    ['POST', `/api/meal-attendees/${ownerMealId}`, { member_ids: [kidId] }],
    ['POST', `/api/meal-plans/${recipeId}`, { day: 'monday', category_id: 1, member_ids: [kidId] }],
    ['GET', `/api/meal-conflicts/${recipeId}?member_ids=${kidId}`],
    ['GET', `/api/meal-suggestions?member_ids=${kidId}`],
    ['DELETE', `/api/meal/${ownerMealId}`],
  ];
  for (const [method, path, body] of attempts) {
    const answer = body
      ? await sendJson(method, path, body, { token: other.token })
      : await send(method, path, { token: other.token });
    record(
      "another user's ids",
      answer.status === 404 || answer.status === 403,
      `${method} ${path} → ${answer.status}`,
    );
  }
  const update = await send('POST', `/api/recipe/update/${recipeId}`, {
    ...multipart([
      ['recipe_name', 'Hijacked'],
      ['category_id', '1'],
      ['recipe_library_id', '1'],
      ['age_group', 'adult'],
      ['serving_number', '4'],
      ['cooking_time', '1'],
      ['preparation_time', '1'],
      ['nutrition_info', 'x'],
      ['tags[]', 'x'],
      ['ingredients[]', 'x'],
      ['instructions[]', 'x'],
    ]),
    token: other.token,
  });
  record("another user's ids", update.status === 404 || update.status === 403, `recipe/update → ${update.status}`);
  const after = await send('GET', `/api/my-recipe-details/${recipeId}`, { token: owner.token });
  record("another user's ids", !after.text.includes('Hijacked'), 'owner recipe unchanged');
  const week = await send('GET', '/api/get-meal-plans', { token: owner.token });
  record(
    "another user's ids",
    (await plannedMealIds(owner.token)).includes(ownerMealId) && !week.text.includes('Hijacked'),
    'owner meal unchanged',
  );
}

/** Issue 33: parents hold the keys, codes are single use and guessed slowly, races never 500. */
async function familyMembership() {
  const kind = 'family membership';
  const dataOf = <T>(answer: Answer) => (answer.json as { data?: T } | undefined)?.data;
  type Family = { id: number; members: { id: number; name: string }[]; invite?: { code: string } };
  const parent = await register('parent');
  const teen = await register('teen');
  const code = dataOf<{ code: string }>(await sendJson('POST', '/api/household/invite', {}, parent))?.code ?? '';
  const joined = await sendJson('POST', '/api/household/join', { code: ` ${code.toLowerCase()} ` }, teen);
  record(kind, joined.status === 200, `join with the code as displayed, lower case, spaces → ${joined.status}`);
  const second = await sendJson('POST', '/api/household/join', { code }, await register('third'));
  record(kind, second.status === 422, `a single-use code used a second time → ${second.status}`);
  const seen = dataOf<Family>(await send('GET', '/api/household', teen));
  record(kind, !!seen && seen.invite === undefined, 'a member does not see the code');
  const idOf = (name: string) => seen?.members.find((member) => member.name === name)?.id ?? 0;
  const asMember: [string, string, unknown?][] = [
    ['POST', '/api/household/invite', {}],
    ['DELETE', '/api/household/invite'],
    ['DELETE', `/api/household/members/${idOf('parent')}`],
    ['POST', `/api/household/members/${idOf('parent')}/parent`],
  ];
  for (const [method, path, body] of asMember) {
    const answer = body ? await sendJson(method, path, body, teen) : await send(method, path, teen);
    record(kind, answer.status === 403 && isEnvelopeError(answer), `${method} ${path} by a member → ${answer.status}`);
  }
  const self = await send('DELETE', `/api/household/members/${idOf('parent')}`, parent);
  record(kind, self.status === 409, `a parent removing themself → ${self.status}`);
  for (const uses of [0, 11, 1.5, '2', 2 ** 53, -1, null, [1], NUL])
    expectRefusedOrOk(
      kind,
      `invite uses ${JSON.stringify(uses)}`,
      await sendJson('POST', '/api/household/invite', { uses }, parent),
      false,
    );
  for (const bring of ['yes', 1, null, [true], NUL])
    expectRefusedOrOk(
      kind,
      `join bring_meals ${JSON.stringify(bring)}`,
      await sendJson('POST', '/api/household/join', { code: 'K7QX-M2PA', bring_meals: bring }, teen),
      false,
    );

  // Wrong codes from a fresh address each: the account's own limit binds.
  const guesser = await register('guesser');
  let refusedAt = 0;
  for (let attempt = 1; attempt <= 30 && refusedAt === 0; attempt += 1) {
    const guess = `ZZZZ-${String(attempt).padStart(4, '2').replace(/[01]/g, '9')}`;
    const answer = await sendJson('POST', '/api/household/join', { code: guess }, guesser);
    if (answer.status === 429) refusedAt = attempt;
  }
  record(
    kind,
    refusedAt > 0 && refusedAt <= 21,
    `30 wrong codes from rotating addresses: first 429 at ${refusedAt || 'never'}`,
  );

  // A removed account's next request finds a household of its own.
  const removed = await send('DELETE', `/api/household/members/${idOf('teen')}`, parent);
  const after = dataOf<Family>(await send('GET', '/api/household', teen));
  record(
    kind,
    removed.status === 200 && !!after && after.id !== seen?.id && after.members.length === 1,
    `removed account's next GET → household ${after?.id} (family ${seen?.id}), ${after?.members.length} member(s)`,
  );

  // Twelve adds at once on a household of 15: never past 20, never a 5xx.
  for (let index = 0; index < 14; index += 1)
    await sendJson('POST', '/api/household/members', { name: `Kid ${index}`, age_group: 'child' }, parent);
  const adds = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      sendJson('POST', '/api/household/members', { name: `Racer ${index}`, age_group: 'child' }, parent),
    ),
  );
  const count = dataOf<Family>(await send('GET', '/api/household', parent))?.members.length;
  record(
    kind,
    count === 20 && adds.every((answer) => answer.status === 201 || answer.status === 409),
    `12 parallel adds on 15 → ${count} people, ${adds.map((answer) => answer.status).join(' ')}`,
  );

  // Two accounts joining each other at once.
  for (let round = 0; round < 5; round += 1) {
    const [first, other] = [await register('crossA'), await register('crossB')];
    const codeOf = async (user: { token: string }) =>
      dataOf<{ code: string }>(await sendJson('POST', '/api/household/invite', {}, user))?.code ?? '';
    const [firstCode, otherCode] = [await codeOf(first), await codeOf(other)];
    const answers = await Promise.all([
      sendJson('POST', '/api/household/join', { code: otherCode }, first),
      sendJson('POST', '/api/household/join', { code: firstCode }, other),
    ]);
    record(
      kind,
      answers.every((answer) => answer.status < 500),
      `crossed joins → ${answers.map((answer) => answer.status).join(' ')}`,
    );
  }
}

async function lyingFiles(token: string) {
  const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const cases: [string, FilePart][] = [
    [
      'text named .png',
      { name: 'recipe_image', filename: 'a.png', type: 'image/png', data: Buffer.from('<?php echo 1; ?>') },
    ],
    [
      'HTML named .jpg',
      {
        name: 'recipe_image',
        filename: 'a.jpg',
        type: 'image/jpeg',
        data: Buffer.from('<html><script>alert(1)</script></html>'),
      },
    ],
    [
      'SVG with script',
      {
        name: 'recipe_image',
        filename: 'a.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ],
    ['PNG named .mp4', { name: 'recipe_video', filename: 'a.mp4', type: 'video/mp4', data: tiny }],
    ['truncated PNG', { name: 'recipe_image', filename: 'a.png', type: 'image/png', data: tiny.subarray(0, 40) }],
  ];
  for (const [what, file] of cases) {
    const answer = await shareRecipe(token, [], [file]);
    expectRefusedOrOk('files that lie', what, answer, false);
  }
  // Decodes to 256 megapixels: refused from its header, quickly.
  const bomb = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const started = Date.now();
  const answer = await shareRecipe(
    token,
    [],
    [{ name: 'recipe_image', filename: 'big.png', type: 'image/png', data: bomb }],
  );
  const ms = Date.now() - started;
  record(
    'files that lie',
    answer.status >= 400 && answer.status < 500 && ms < 1500,
    `16000×16000 PNG (${Math.round(bomb.length / 1024)} KB) → ${answer.status} in ${ms} ms`,
  );
  console.log(`  16000×16000 PNG of ${Math.round(bomb.length / 1024)} KB answered ${answer.status} in ${ms} ms`);
}

/** Issue 33 §3: words of Object.prototype where a table is read: refused, or read as plain text. */
async function prototypeWords(token: string) {
  const kind = 'Object.prototype words';
  const noFunctionText = (answer: Answer) => !answer.text.includes('native code');
  const members = [
    (word: string) => ({ name: 'Ann', age_group: word }),
    (word: string) => ({ name: 'Ann', age_group: 'adult', allergens: [word] }),
    (word: string) => ({ name: 'Ann', age_group: 'adult', diets: [word] }),
  ];
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  const image: FilePart = { name: 'recipe_image', filename: 'soup.png', type: 'image/png', data: photo };
  for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    const value = encodeURIComponent(word);
    for (const field of ['age_group', 'category_id', 'recipe_library_id', 'tag_id', 'safe_for', 'max_kcal']) {
      const path = `/api/guest/recipes?${field}=${value}`;
      expectRefusedOrOk(kind, `GET ${path}`, await send('GET', path), false);
    }
    for (const path of [`/api/shopping-list?days=${value}`, `/api/meal-suggestions?day=${value}`])
      expectRefusedOrOk(kind, `GET ${path}`, await send('GET', path, { token }), false);
    for (const member of members) {
      const body = member(word);
      const answer = await sendJson('POST', '/api/household/members', body, { token });
      expectRefusedOrOk(kind, `member ${JSON.stringify(body)}`, answer, false);
    }
    const meal = await sendJson('POST', '/api/meal-plans/1', { day: word, category_id: 1 }, { token });
    expectRefusedOrOk(kind, `meal on day ${word}`, meal, false);
    const search = await send('GET', `/api/recipes/search?search=${value}`);
    record(kind, search.status === 200 && noFunctionText(search), `search ${word} → ${search.status}`);
    const item = await sendJson('POST', '/api/shopping-list/items', { name: `2 ${word} of milk` }, { token });
    const unit = (item.json as { data?: { unit?: unknown } } | undefined)?.data?.unit;
    record(
      kind,
      item.status === 201 && unit === null,
      `shopping item "2 ${word} of milk" → ${item.status} unit ${unit}`,
    );
    const stored = await shareRecipe(token, [['ingredients[]', `2 ${word} of milk`]], [image]);
    const storedId = (stored.json as { data?: { id?: number } } | undefined)?.data?.id;
    const details = storedId ? await send('GET', `/api/single-recipe/${storedId}`) : stored;
    record(
      kind,
      stored.status === 201 && details.status === 200 && noFunctionText(details),
      `recipe line "2 ${word} of milk" → ${stored.status}, details ${details.status}`,
    );
  }
  const list = await send('GET', '/api/shopping-list', { token });
  record(kind, list.status === 200 && noFunctionText(list), `the shopping list → ${list.status}`);
}

/** Issue 33 §7: a suffix range past the size, the bearer scheme in any case, ids in one spelling. */
async function smallOnes(token: string) {
  const kind = 'ranges, auth scheme, id spellings';
  const recipe = (await send('GET', '/api/single-recipe/1')).json as { data?: { recipe_image?: string } } | undefined;
  const image = recipe?.data?.recipe_image ?? '';
  const mediaPath = /^https?:/.test(image) ? new URL(image).pathname : `/${image.replace(/^\/+/, '')}`;
  const whole = await send('GET', mediaPath);
  const size = Number(whole.headers['content-length'] ?? 0);
  const suffix = await send('GET', mediaPath, { headers: { range: `bytes=-${size + 1000}` } });
  record(
    kind,
    whole.status === 200 && suffix.status === 206 && suffix.headers['content-range'] === `bytes 0-${size - 1}/${size}`,
    `Range bytes=-${size + 1000} of a ${size}-byte file → ${suffix.status} ${suffix.headers['content-range']}`,
  );
  for (const scheme of ['bearer', 'BEARER']) {
    const me = await send('GET', '/api/users/data', { headers: { authorization: `${scheme} ${token}` } });
    record(kind, me.status === 200, `Authorization: ${scheme} … → ${me.status}`);
  }
  for (const spelling of ['01', '+1', '%201', '1%20'])
    expectRefusedOrOk(kind, `recipe id ${spelling}`, await send('GET', `/api/single-recipe/${spelling}`), false);
  const item = await sendJson('POST', '/api/shopping-list/items', { name: 'kitchen roll' }, { token });
  const itemId = (item.json as { data?: { id?: string } } | undefined)?.data?.id ?? 'm-1';
  for (const spelling of [itemId.replace(/^m-/, 'm-0'), itemId.replace(/^m-/, 'm-+')]) {
    const answer = await sendJson('PATCH', `/api/shopping-list/items/${spelling}`, { checked: true }, { token });
    record(kind, answer.status === 404 && isEnvelopeError(answer), `PATCH item ${spelling} → ${answer.status}`);
  }
}

async function limitsThatCannotBeSidestepped(victim: { email: string }) {
  const attacker = freshAddress();
  const paths = ['/%61pi/users/login', '/api/users/%6Cogin', '/api/users/login?', '/%61%70%69/users/%6c%6f%67%69%6e'];
  for (const path of paths) {
    const target = await register('limit');
    let refusedAt = 0;
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      const answer = await sendJson(
        'POST',
        path,
        { email: target.email, password: `guess-${attempt}` },
        { from: attacker },
      );
      if (answer.status === 429) {
        refusedAt = attempt;
        break;
      }
    }
    record(
      'rate limits',
      refusedAt > 0 && refusedAt <= 11,
      `${path}: 15 wrong guesses, first 429 at ${refusedAt || 'never'}`,
    );
  }
  // The owner, from an address that has not failed, still gets in after an attacker's guesses.
  for (let attempt = 1; attempt <= 8; attempt += 1) {
    await sendJson(
      'POST',
      '/api/users/login',
      { email: victim.email, password: `guess-${attempt}` },
      { from: freshAddress() },
    );
  }
  const owner = await sendJson(
    'POST',
    '/api/users/login',
    { email: victim.email, password: PASSWORD },
    { from: freshAddress() },
  );
  record(
    'rate limits',
    owner.status === 200,
    `owner's right password after 8 wrong ones from elsewhere → ${owner.status}`,
  );
  // Reset codes per account per day.
  let codes = 0;
  let lastStatus = 0;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const answer = await sendJson(
      'POST',
      '/api/users/login/email-verify',
      { email: victim.email },
      { from: freshAddress() },
    );
    lastStatus = answer.status;
    if (answer.status === 200) codes += 1;
  }
  record(
    'rate limits',
    codes <= 5,
    `reset codes mailed for one account in a burst of 8: ${codes} (last ${lastStatus})`,
  );
}

async function hostAndViews() {
  const page = await send('GET', '/recipe-details/1', { headers: { host: 'evil.example' } });
  // The probe's reviews of recipe 1 carried script tags: the rendered page shows them as text.
  record('script tag', !page.text.includes('<script>alert(1)'), 'server-rendered recipe page with script-tag reviews');
  record(
    'Host header',
    !page.text.includes('evil.example'),
    `server-rendered page with Host: evil.example → ${page.status}`,
  );
  const before = (await send('GET', '/api/single-recipe/2')).json as { data?: { views?: number } };
  const address = freshAddress();
  for (let agent = 0; agent < 20; agent += 1) {
    await send('GET', '/api/single-recipe/2', { from: address, headers: { 'user-agent': `probe-agent-${agent}` } });
  }
  const after = (await send('GET', '/api/single-recipe/2')).json as { data?: { views?: number } };
  const added = (after.data?.views ?? 0) - (before.data?.views ?? 0);
  // One for the probe's address, one for each of the two reads that measured.
  record('view counting', added <= 3, `20 user agents from one address added ${added - 2} view(s)`);
}

async function main() {
  const health = await send('GET', '/api/categories').catch(
    (error: Error) => ({ status: 0, text: error.message }) as Answer,
  );
  if (health.status !== 200) throw new Error(`No Forkcast at ${base.href}: ${health.status} ${health.text}`);
  const owner = await register('owner');
  const other = await register('other');
  const stored = await shareRecipe(owner.token);
  const recipeId = (stored.json as { data?: { id?: number } })?.data?.id ?? 1;
  const ownerMealId = await addMeal(owner.token, recipeId);
  const probeMealId = await addMeal(other.token, 1);
  const blog = (await send('GET', '/api/blogs')).json as { data?: { slug?: string }[] };
  const ids: Ids = {
    recipeId: 1,
    mealId: probeMealId,
    blogSlug: blog.data?.[0]?.slug ?? 'x',
    email: other.email,
    password: PASSWORD,
  };

  await badInputClasses(ids, other.token);
  await escapingPaths();
  await otherUsersIds(owner, other, recipeId, ownerMealId);
  await lyingFiles(other.token);
  await familyMembership();
  await hostAndViews();
  await limitsThatCannotBeSidestepped(owner);
  await prototypeWords(other.token);
  await smallOnes(other.token);
  const alive = await send('GET', '/api/categories');
  record('still serving', alive.status === 200, `after the run → ${alive.status}`);

  let allHeld = true;
  console.log('\nclass                                     tried   held');
  for (const [kind, tally] of tallies) {
    console.log(`${kind.padEnd(40)} ${String(tally.tried).padStart(6)} ${String(tally.held).padStart(6)}`);
    for (const failure of tally.failures) console.log(`    did not hold: ${failure}`);
    if (tally.held !== tally.tried) allHeld = false;
  }
  process.exit(allHeld ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
