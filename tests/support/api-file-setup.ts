import { resetEnvCache } from '#server/env.ts';
import { forgetInstanceMemory } from '#server/instance-memory.ts';
import { ready } from './api.ts';

/*
 * Each API file starts as if it were its worker's first (the files share their workers:
 * vitest.config.ts): with the worker's environment as it was once the functions were loaded, pointing
 * at the run's store (an earlier file's RAWLAB_* settings and own store end with it), and with nothing
 * the function modules learnt from a store.
 */

await ready();
const key = Symbol.for('rawlab.api-worker-env');
const holder = globalThis as { [key]?: Record<string, string | undefined> };
const initial = (holder[key] ??= { ...process.env });
for (const name of Object.keys(process.env)) if (!(name in initial)) delete process.env[name];
Object.assign(process.env, initial);
resetEnvCache();
forgetInstanceMemory();
