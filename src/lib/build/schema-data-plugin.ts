import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/*
 * The product schema's plain data (src/shared/product/schema-data.ts) in the browser, as the values
 * it holds instead of the code that reads them from the schema: the admin product form shows without
 * loading zod. Everything else runs that module as it is — the server and the functions (plain Node
 * and Netlify's esbuild, which no Vite plugin reaches), the build's own rendering, the scripts and the
 * tests — so it stays a real file rather than a virtual module.
 */

const SCHEMA_DATA = fileURLToPath(new URL('../../shared/product/schema-data.ts', import.meta.url));

/**
 * Runs `file` in a Node process of its own (fresh on every call, so `astro dev` picks up an edited
 * schema) and answers its exports as a module of JSON constants, with the project's files it loaded. An export that JSON would change (a function, a date, undefined) is refused: the browser
 * would get something else than the server.
 */
export function plainExports(file: string): { code: string; loaded: string[] } {
  let output: string;
  try {
    output = execFileSync(process.execPath, ['--input-type=module', '--eval', RUN_AND_SERIALIZE, file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`${file} could not be served to the browser as plain data:\n${stderr}`, { cause: error });
  }
  const { exports, loaded } = JSON.parse(output) as { exports: Record<string, unknown>; loaded: string[] };
  const code = Object.entries(exports)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
  return { code: `${code}\n`, loaded: loaded.map((url) => fileURLToPath(url)) };
}

// The child: records the project's modules the import loads (not packages), imports the file,
// checks that each export survives JSON unchanged and prints both.
const RUN_AND_SERIALIZE = `
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
const loaded = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (resolved.url.startsWith('file:') && !resolved.url.includes('/node_modules/')) loaded.add(resolved.url);
    return resolved;
  },
});
const file = process.argv.at(-1);
const exports = { ...(await import(pathToFileURL(file).href)) };
for (const [name, value] of Object.entries(exports)) {
  const json = JSON.stringify(value);
  if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value))
    throw new Error(file + ': ' + name + ' is not plain data, so the browser cannot get it as JSON');
}
process.stdout.write(JSON.stringify({ exports, loaded: [...loaded] }));
`;

/** Serves schema-data.ts to the browser (the client environment, in `astro build` and `astro dev`) as its plain exports. */
export function schemaDataInBrowser(): Plugin {
  // The project's files the schema's data was last read from.
  let readFrom = new Set<string>();
  return {
    name: 'rawlab:product-schema-data',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    load(id) {
      if (id.split('?')[0] !== SCHEMA_DATA) return null;
      const { code, loaded } = plainExports(SCHEMA_DATA);
      readFrom = new Set(loaded);
      return code;
    },
    // In `astro dev` an edit to the schema (or anything it imports) reloads the data: the browser's
    // module imports none of those files, so the dev server would not see it depends on them.
    hotUpdate({ file, modules }) {
      if (!readFrom.has(file) || file === SCHEMA_DATA) return;
      const data = this.environment.moduleGraph.getModuleById(SCHEMA_DATA);
      if (!data) return;
      this.environment.moduleGraph.invalidateModule(data);
      return [...modules, data];
    },
  };
}
