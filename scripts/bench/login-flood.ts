import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../lib/runtime.ts';
import { scratchStore } from './scratch.ts';

/**
 * `npm run bench:login-flood`: what a flood of sign-ins does to everyone else (decision 008). Starts the
 * local server on a scratch store, then measures GET /api/admin/me one call after another: first on an
 * idle server, then while FLOOD (50) sign-ins for unknown emails run at once. Prints p50/p95/max of
 * both, and how long the flood took to drain.
 *
 * Then the sign-in fast lane (decision 019): FAST_LANE_FLOOD (200) sign-ins for unknown emails at once,
 * and during them the owner signs in from a browser that signed in before (its device cookie) and,
 * for comparison, from one that did not. Every request comes from 127.0.0.1 here, so the per-address
 * limit is raised to let the whole flood reach the password queue, as a flood from many addresses does.
 */
process.env.RAWLAB_LOGIN_IP_LIMIT = '100000';
const flood = Number(process.env.FLOOD ?? 50);
const fastLaneFlood = Number(process.env.FAST_LANE_FLOOD ?? 200);
const idleSamples = Number(process.env.SAMPLES ?? 40);

const runtime = await scratchStore(36, 'login-flood');
process.env.ADMIN_EMAIL = DEFAULT_ADMIN_EMAIL;
process.env.ADMIN_PASSWORD = DEFAULT_ADMIN_PASSWORD;
const { startSiteServer } = await import('../lib/site-server.ts');
const site = await startSiteServer(Number(process.env.PORT ?? 4561), '127.0.0.1');
const base = site.url;

const signIn = (email: string, password: string, cookie?: string) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email, password }),
  });
const { access_token: token } = (await (await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)).json()) as {
  access_token: string;
};

async function me(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /api/admin/me answered ${response.status}`);
  return performance.now() - started;
}

function summary(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!);
  return { samples: sorted.length, 'p50 ms': at(0.5), 'p95 ms': at(0.95), 'max ms': Math.round(sorted.at(-1)!) };
}

for (let i = 0; i < 5; i++) await me(); // warm-up
const idle: number[] = [];
for (let i = 0; i < idleSamples; i++) idle.push(await me());

const floodStarted = performance.now();
let running = true;
const attempts = Promise.all(
  Array.from({ length: flood }, (_, i) => signIn(`flood-${i}-${Date.now()}@bench.example`, 'not-the-password')),
).then((responses) => {
  running = false;
  return responses.map((response) => response.status);
});
const during: number[] = [];
while (running) during.push(await me());
const statuses = await attempts;
const drained = Math.round(performance.now() - floodStarted);

const counts = statuses.reduce<Record<number, number>>(
  (all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }),
  {},
);
console.table({
  'GET /api/admin/me, idle': summary(idle),
  [`GET /api/admin/me, ${flood} sign-ins running`]: summary(during),
});
console.log(`${flood} sign-ins drained in ${drained} ms; answers: ${JSON.stringify(counts)}`);

// The fast lane: the owner's browser holds the device cookie of an earlier sign-in.
const earlier = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);
await earlier.arrayBuffer();
const cookie = (earlier.headers.get('set-cookie') ?? '').split(';')[0]!;
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
const bigFloodStarted = performance.now();
const bigFlood = Promise.all(
  Array.from({ length: fastLaneFlood }, async (_, i) => {
    const response = await signIn(`lane-${i}-${Date.now()}@bench.example`, 'not-the-password');
    await response.arrayBuffer();
    return response.status;
  }),
);
// A bench may wait: let the flood's requests reach the password queue first.
await new Promise((resolve) => setTimeout(resolve, 3_000));
const timed = async (withCookie: boolean) => {
  const started = performance.now();
  const response = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, withCookie ? cookie : undefined);
  await response.arrayBuffer();
  return { status: response.status, ms: Math.round(performance.now() - started) };
};
const [known, unknown] = await Promise.all([timed(true), timed(false)]);
const bigStatuses = await bigFlood;
console.table({
  [`owner, known device, during ${fastLaneFlood} sign-ins`]: known,
  [`owner, new browser, during ${fastLaneFlood} sign-ins`]: unknown,
});
console.log(
  `${fastLaneFlood} sign-ins drained in ${Math.round(performance.now() - bigFloodStarted)} ms; answers: ${JSON.stringify(tally(bigStatuses))}`,
);
await site.stop();
await runtime.blobs.stop();
process.exit(0);
