import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.ts';
import { freePorts } from './free-ports.ts';
import { ensureNetlifyCli } from './netlify-cli.ts';
import { TEST_ADMIN } from './test-env.ts';

/*
 * The deploy rehearsal: the project as Netlify's CLI builds and serves it, offline, in the production
 * context. A scratch copy of the project (its own dist/ and .netlify/, node_modules linked) gets:
 *  1. `netlify build` with no access to a store: the build must refuse;
 *  2. `netlify build` against an empty store reached through the blob API (as a Netlify build is);
 *  3. `netlify serve` on a seeded store: the CLI builds once more (API access) and serves the result,
 *     functions included (edge access to the same store), for the checks in tests/netlify.
 * Nothing here touches the test runner's environment: other projects' servers share this process.
 */

const projectRoot = resolve(import.meta.dirname, '../..');
const PROJECT_ENTRIES = [
  'package.json',
  'astro.config.mjs',
  'netlify.toml',
  'tsconfig.json',
  'src',
  'public',
  'netlify',
  'scripts',
];
/** The site id `netlify serve` gives an unlinked project's blob store. */
const UNLINKED_SITE_ID = 'unlinked';

export interface CliRun {
  code: number | null;
  output: string;
}

/** The blob folder `netlify serve` uses, and the environment to write into it (netlify-store.ts). */
export interface RehearsalStore {
  directory: string;
  siteId: string;
  env: NodeJS.ProcessEnv;
}

export interface Rehearsal {
  noStore: CliRun;
  emptyStore: CliRun & { publishDir: string; storeKeys: string[] };
  serveUrl: string;
  store: RehearsalStore;
  /** The first admin, signed in: the CLI's blob server cannot take the sign-in's conditional writes. */
  admin: { token: string; user: Record<string, unknown> };
}

/** Runs tests/support/netlify-store.ts (seed, or add a product) and returns what it printed. */
export async function storeTask(
  store: RehearsalStore,
  ...args: string[]
): Promise<{ token: string; user: Record<string, unknown>; slug?: string }> {
  const [mode, ...rest] = args;
  const { output } = await runNode(
    [join(projectRoot, 'tests/support/netlify-store.ts'), mode!, store.directory, store.siteId, ...rest],
    { ...store.env, ADMIN_NAME: TEST_ADMIN.name },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!);
}

declare module 'vitest' {
  export interface ProvidedContext {
    rehearsal: Rehearsal;
  }
}

export default async function setup(project: TestProject) {
  ensureChromium();
  const cli = ensureNetlifyCli();
  const root = mkdtempSync(join(tmpdir(), 'rawlab-netlify-'));
  const site = join(root, 'site');
  for (const entry of PROJECT_ENTRIES) cpSync(join(projectRoot, entry), join(site, entry), { recursive: true });
  symlinkSync(join(projectRoot, 'node_modules'), join(site, 'node_modules'), 'dir');
  const env = cliEnvironment(root);

  const noStore = await runCli(cli, ['build', '--offline', '--context', 'production'], site, env);

  const emptyStore = await buildOnEmptyStore(cli, site, env, join(root, 'empty-store'));
  const emptyDist = join(root, 'dist-empty');
  if (existsSync(join(site, 'dist'))) renameSync(join(site, 'dist'), emptyDist);

  const store: RehearsalStore = { directory: join(site, '.netlify', 'blobs-serve'), siteId: UNLINKED_SITE_ID, env };
  const seeded = await storeTask(store, 'seed');
  const serve = await startServe(cli, site, env);

  project.provide('rehearsal', {
    noStore,
    emptyStore: { ...emptyStore, publishDir: emptyDist },
    serveUrl: serve.url,
    store,
    admin: { token: seeded.token, user: seeded.user },
  });
  return async () => {
    await serve.stop();
    rmSync(root, { recursive: true, force: true });
  };
}

/** What Netlify would give the build and the functions: the site's variables, and nothing of ours. */
function cliEnvironment(root: string): NodeJS.ProcessEnv {
  const home = join(root, 'home');
  mkdirSync(home, { recursive: true });
  return {
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    HOME: home,
    LANG: 'C.UTF-8',
    CI: '1',
    NETLIFY_TELEMETRY_DISABLED: '1',
    NO_UPDATE_NOTIFIER: '1',
    JWT_SECRET: 'rehearsal-secret-that-is-long-enough-for-hs256-0123',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ALTCHA_COST: '1000',
  };
}

async function buildOnEmptyStore(cli: string, site: string, env: NodeJS.ProcessEnv, directory: string) {
  const token = 'rehearsal-token';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  // The stock server in API mode, as a Netlify build reaches the store (no ETags on reads).
  const context = { apiURL: `http://127.0.0.1:${port}`, siteID: 'rehearsal', deployID: '0', token };
  try {
    const run = await runCli(cli, ['build', '--offline', '--context', 'production'], site, {
      ...env,
      NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(context)).toString('base64'),
    });
    return { ...run, storeKeys: storedKeys(join(directory, 'entries', context.siteID)) };
  } finally {
    await server.stop();
  }
}

/** Every `store/key` the blob folder holds. */
function storedKeys(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)));
}

function runCli(cli: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<CliRun> {
  return runNode([cli, ...args], env, cwd, false);
}

function runNode(args: string[], env: NodeJS.ProcessEnv, cwd = projectRoot, mustSucceed = true): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (mustSucceed && code !== 0) reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`));
      else resolvePromise({ code, output });
    });
  });
}

/**
 * Some other process may still take one of the chosen ports between their release and the CLI's own
 * listen: the CLI then exits at once saying so, and is started again on new ports.
 */
const PORT_TAKEN = /conflicts with the port|EADDRINUSE|address already in use/i;
class PortTakenError extends Error {}

async function startServe(cli: string, site: string, env: NodeJS.ProcessEnv) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await serveOnFreePorts(cli, site, env);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
      console.warn(`netlify serve found a port taken; starting it again on other ports:\n${error.message}`);
    }
  }
}

async function serveOnFreePorts(cli: string, site: string, env: NodeJS.ProcessEnv) {
  // Three distinct ports: each held until all are chosen (free-ports.ts).
  const [port, staticPort, functionsPort] = (await freePorts(3)) as [number, number, number];
  const args = ['serve', '--offline', '--context', 'production', '--port', String(port)];
  // Our own ports (several runs on one machine), and no edge functions: the site has none, and their
  // runtime would be downloaded from the network.
  args.push('--staticServerPort', String(staticPort), '--functions-port', String(functionsPort));
  args.push('--internal-disable-edge-functions');
  const child = spawn(process.execPath, [cli, ...args], {
    cwd: site,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited: number | null | undefined;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<void>((resolvePromise) =>
    child.on('exit', (code) => {
      exited = code;
      resolvePromise();
    }),
  );
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (exited === undefined) {
      process.kill(-child.pid!, 'SIGTERM');
      await done;
    }
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (exited !== undefined) {
      const message = `netlify serve exited with ${exited} before it served:\n${output}`;
      throw PORT_TAKEN.test(output) ? new PortTakenError(message) : new Error(message);
    }
    const ready = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`netlify serve did not answer on ${url} within 4 minutes:\n${output}`);
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 500));
  }
  console.log(`netlify serve (production build of the seeded store) at ${url}; build log:\n${buildLog(output)}`);
  return { url, stop };
}

/** The build command's part of the CLI's output (the page list left out). */
function buildLog(output: string): string {
  return output
    .split('\n')
    .filter((line) => !/[├└]─/.test(line))
    .join('\n');
}
