// @ts-check
import path from 'node:path';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
/** An absolute glob under the repository, as `no-restricted-paths` matches resolved files against it. */
const under = (/** @type {string} */ folder) => path.join(root, folder, '**');

/**
 * The layers of docs/architecture.md ("Layers and the rules that hold them"). Each zone names the files it
 * holds (`target`) and what they may not import (`from`, minus `except`), checked on the resolved file, so an
 * alias (`#server/…`) and a relative path are caught alike.
 */
const layerZones = [
  {
    target: './src/shared',
    from: under('.'),
    except: [under('src/shared'), under('node_modules')],
    message:
      'src/shared runs in the browser, the build and the functions alike, so it imports only itself and packages.',
  },
  {
    target: './src/server/seed',
    from: under('.'),
    except: [under('src/server/seed'), under('src/shared'), under('node_modules')],
    message:
      'The demo catalogue is data that the seed service, the build and the scripts read, so it imports only src/shared.',
  },
  {
    target: './src/admin',
    from: [under('netlify'), under('src/server'), under('scripts')],
    message:
      'The admin app runs in the browser and reaches the server only through /api/* (features/*/api and lib/api-client).',
  },
  {
    target: './src/lib/build',
    from: under('src/lib/browser'),
    message:
      'src/lib/browser runs only in the browser; what the build shares with the pages lives in src/shared or beside its component.',
  },
  {
    // Types included: a shape the build hands to the browser (the public settings, a product) is declared in
    // src/shared, so the islands never depend on the build's reader or, through it, on the server.
    target: ['./src/components/**/*.{ts,tsx}', './src/lib/browser/**'],
    from: under('src/lib/build'),
    message:
      "Islands and browser scripts take what the build read from their page's props; a shape they share with it lives in src/shared.",
  },
  {
    // Everything in src but the build-time reader: src/lib/build/build-data.ts is the one door to the store.
    target: [
      './src/components/**',
      './src/layouts/**',
      './src/pages/**',
      './src/lib/browser/**',
      './src/lib/build/!(build-data.ts)',
    ],
    from: [under('netlify'), under('scripts')],
    message:
      'Public pages and islands read the store only through src/lib/build/build-data.ts at build time and /api/* in the browser.',
  },
  {
    target: './netlify',
    from: under('.'),
    except: [under('netlify'), under('src/shared'), under('src/server/seed'), under('node_modules')],
    message:
      'A function is deployed without the site, so it imports only netlify/, src/shared, the seed data and packages.',
  },
];

/**
 * The backend's domain modules (docs/architecture.md, "The backend"; decision 029): each folder of
 * netlify/functions/_lib/services is one domain whose index.ts is its one door. Tests (tests/**) and benchmarks
 * (scripts/bench/**) are not held: they measure and test a module's parts. The maintenance floor (store check,
 * repairs, migrations, seed) repairs every domain's storage, so it may reach into their files.
 */
const services = 'netlify/functions/_lib/services';
const domains = [
  'accounts',
  'activity',
  'analytics',
  'catalog',
  'catalogue-io',
  'feeds',
  'inbox',
  'instruments',
  'mail',
  'maintenance',
  'portal',
  'publishing',
  'quotes',
  'reminders',
  'service-desk',
  'settings',
  'vitals',
];
/** An absolute glob of the backend files held to the doors: the platform, the domains, the scripts, the build's reader. */
const backendOutside = (/** @type {string[]} */ ...skip) => [
  // The platform: _lib's files and its folders (store/) other than the domains.
  path.join(root, 'netlify/functions/_lib/{*.ts,!(services)/**}'),
  path.join(root, services, `!(${skip.join('|')})/**`),
  path.join(root, 'scripts/!(bench)/**'),
  path.join(root, 'scripts/*.ts'),
  path.join(root, 'src/lib/build/build-data.ts'),
];
const domainZones = [
  ...domains.map((domain) => ({
    target: backendOutside(domain, 'maintenance'),
    from: path.join(root, services, domain),
    except: ['index.ts'],
    message: `Another domain's files are reached only through its door: import ${services}/${domain}/index.ts.`,
  })),
  {
    target: './netlify/functions/*.mts',
    from: path.join(root, services, '*/**'),
    except: [path.join(root, services, '*/index.ts')],
    message: `A handler calls a domain through its door (${services}/<domain>/index.ts), never its files.`,
  },
  {
    target: backendOutside('catalog', 'maintenance'),
    from: under(`${services}/catalog/store`),
    message:
      'catalog/store is the catalogue storage engine: only catalog (and the maintenance floor) touch it; ask the catalog door.',
  },
  {
    target: [
      './netlify/functions/*.mts',
      ...backendOutside('maintenance').slice(0, 2),
      './src/!(lib)/**',
      './src/lib/!(build)/**',
      './src/lib/build/!(build-data.ts)',
    ],
    from: under(`${services}/maintenance`),
    message:
      'The maintenance floor (store check, repairs, seed) is imported only by scripts/, tests and src/lib/build/build-data.ts.',
  },
  {
    target: `./${services}/activity`,
    from: path.join(root, services),
    except: ['activity'],
    message:
      'activity is the generic journal beneath every domain: it imports no domain; a domain hands it what it needs.',
  },
];

/** What the catalog's door may re-export from its storage engine: reads of products, nothing that writes. */
const catalogDoorReads = ['lastProductId', 'readAllRecords', 'readProducts', 'readSummaries', 'summariesOf'];
const catalogDoorMessage =
  'The catalog door re-exports from catalog/store only reads of products: claims, shard keys and revision hooks stay inside catalog; offer a domain-level function (as commitImport, applyBulkEdit) instead.';

const climbingImports = {
  regex: '^(\\.\\./){3,}',
  message:
    'Climbing three folders or more hides which layer is imported: use a package.json `imports` alias (#shared/*, #server/*, …).',
};
/** What src/shared may not import, zod.ts included. */
const sharedImportPatterns = [
  climbingImports,
  { regex: '^node:', message: 'src/shared also runs in the browser, where no node:* module exists.' },
];

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.netlify/', '.data/', '.data-build/', 'node_modules/', 'screenshots/'] },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    // Type-aware checks on the TypeScript sources: a promise nobody awaits loses its error (a save that fails
    // silently), and an async handler where a void one is expected is the same bug in an event listener.
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what a handler returns and the browser reports a rejection as it does a thrown error,
      // so async handlers in JSX attributes are fine; a promise handed to a callback argument is still
      // refused (in Node an unhandled rejection ends the process; in forEach or new Promise it is lost).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // package.json `imports` (#shared/*, #server/*, …) and the explicit .ts/.tsx/.astro extensions resolve as
      // Node resolves them; the TypeScript-only extension mapping is not needed.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
      // Dependencies are read for the cycle check with a parser that fits their file type.
      'import-x/parsers': {
        '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
        'astro-eslint-parser': ['.astro'],
      },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs', '.astro'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...domainZones] }],
      'no-restricted-imports': ['error', { patterns: [climbingImports] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression > Literal[value=/^(\\.\\.\\/){3,}/]',
          message: climbingImports.message,
        },
      ],
    },
  },
  {
    // The catalog's door hands out products, not its storage engine: of catalog/store it re-exports only
    // reads of products, so no other domain claims slugs or SKUs, names shards or writes revisions itself
    // (an import or a bulk edit asks the catalog to commit; decision 029).
    files: [`${services}/catalog/index.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ExportNamedDeclaration[source.value=/^\\.\\x2Fstore\\x2F/] > ExportSpecifier[exported.name!=/^(${catalogDoorReads.join('|')})$/]`,
          message: catalogDoorMessage,
        },
        { selector: 'ExportAllDeclaration[source.value=/^\\.\\x2Fstore\\x2F/]', message: catalogDoorMessage },
        { selector: 'ImportExpression > Literal[value=/^(\\.\\.\\/){3,}/]', message: climbingImports.message },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: sharedImportPatterns,
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                "Import z from src/shared/common/zod.ts: it is set to check without eval, which the pages' CSP refuses, before any schema is made.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/common/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: sharedImportPatterns,
        },
      ],
    },
  },
  {
    // The two classic hook rules only. The plugin's React Compiler rules (set-state-in-effect, refs, …) judge
    // code by what the compiler can optimise, which this project does not use; they cost a compile per file.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A file past 300 lines is several things at once: split it by responsibility (a screen into its
    // parts, a hook for its state, its texts in their own module; a service into the jobs it does).
    // Lines as the file has them, comments and blank lines included. Data is not code: the demo
    // catalogue is left out.
    files: ['src/**/*.{ts,tsx,astro}', 'netlify/**/*.{ts,mts}', 'scripts/**/*.ts'],
    ignores: ['src/server/seed/catalog-data.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
);
