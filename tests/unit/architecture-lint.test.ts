import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint rules that hold the layers of docs/architecture.md, run through ESLint's Node API on snippets
 * placed (in memory) inside each zone, so a rule that is dropped or loosened from eslint.config.js fails here.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

// The snippets are not on disk, so they cannot be in the TypeScript project that type-aware parsing needs;
// the rules under test read only imports and syntax.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
});

// The first lint loads the config and its plugins, and the cycle check reads the imported files.
const LINT_TIMEOUT = 60_000;

async function lint(filePath: string, code: string): Promise<Array<{ rule: string | null; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => ({ rule: message.ruleId, message: message.message }));
}

const effectMissingId = `import { useEffect, useState } from 'react';

export function Probe({ id }: { id: number }) {
  const [label, setLabel] = useState('');
  useEffect(() => {
    setLabel(\`#\${id}\`);
  }, []);
  return <p>{label}</p>;
}
`;

describe('lint refuses what crosses a layer', () => {
  it.each([
    {
      what: 'an import cycle',
      // cycle-b.ts imports cycle-a.ts on disk; this version of cycle-a.ts imports it back.
      filePath: 'tests/unit/lint-fixtures/cycle-a.ts',
      code: "import { cycleB } from './cycle-b.ts';\n\nexport const cycleA = cycleB;\n",
      rule: 'import-x/no-cycle',
    },
    {
      what: "an island importing a type from the build's reader",
      filePath: 'src/components/product/probe.tsx',
      code: "import type { buildSettings } from '#lib/build/build-data.ts';\n\nexport type Probe = Awaited<ReturnType<typeof buildSettings>>;\n",
      rule: 'import-x/no-restricted-paths',
    },
    {
      what: 'src/shared importing the server',
      filePath: 'src/shared/probe.ts',
      code: "import { storeStats } from '#server/store.ts';\n\nexport const probe = storeStats;\n",
      rule: 'import-x/no-restricted-paths',
    },
    {
      what: 'src/shared importing another part of the site',
      filePath: 'src/shared/probe.ts',
      code: "import { cx } from '#admin/lib/cx.ts';\n\nexport const probe = cx;\n",
      rule: 'import-x/no-restricted-paths',
    },
    {
      what: 'src/shared importing a Node module',
      filePath: 'src/shared/probe.ts',
      code: "import { readFileSync } from 'node:fs';\n\nexport const probe = readFileSync;\n",
      rule: 'no-restricted-imports',
    },
    {
      what: 'src/shared making a schema with zod not set to check without eval',
      filePath: 'src/shared/probe.ts',
      code: "import { z } from 'zod';\n\nexport const probe = z.string();\n",
      rule: 'no-restricted-imports',
    },
    {
      what: 'the admin app importing the server',
      filePath: 'src/admin/features/probe/api.ts',
      code: "import { storeStats } from '#server/store.ts';\n\nexport const probe = storeStats;\n",
      rule: 'import-x/no-restricted-paths',
    },
    {
      what: 'the admin app importing the server by a relative path',
      filePath: 'src/admin/probe.ts',
      code: "import { storeStats } from '../../netlify/functions/_lib/store.ts';\n\nexport const probe = storeStats;\n",
      rule: 'import-x/no-restricted-paths',
    },
    {
      what: 'a public island importing the server',
      filePath: 'src/components/probe/Probe.tsx',
      code: "import { storeStats } from '#server/store.ts';\n\nexport const probe = storeStats;\n",
      rule: 'import-x/no-restricted-paths',
    },
    {
      what: 'browser code importing the server',
      filePath: 'src/lib/browser/probe.ts',
      code: "import { storeStats } from '#server/store.ts';\n\nexport const probe = storeStats;\n",
      rule: 'import-x/no-restricted-paths',
    },
    {
      what: 'build code other than the store reader importing the server',
      filePath: 'src/lib/build/probe.ts',
      code: "import { storeStats } from '#server/store.ts';\n\nexport const probe = storeStats;\n",
      rule: 'import-x/no-restricted-paths',
    },
    {
      what: 'build code importing browser-only code',
      filePath: 'src/lib/build/probe.ts',
      code: "import { apiRequest } from '#lib/browser/api-client.ts';\n\nexport const probe = apiRequest;\n",
      rule: 'import-x/no-restricted-paths',
    },
    {
      what: 'a function importing the admin app',
      filePath: 'netlify/functions/probe.mts',
      code: "import { cx } from '#admin/lib/cx.ts';\n\nexport const probe = cx;\n",
      rule: 'import-x/no-restricted-paths',
    },
    {
      what: 'an effect with a missing dependency',
      filePath: 'src/admin/features/probe/probe.tsx',
      code: effectMissingId,
      rule: 'react-hooks/exhaustive-deps',
    },
    {
      what: 'an effect with a missing dependency in a public island',
      filePath: 'src/components/probe/Probe.tsx',
      code: effectMissingId,
      rule: 'react-hooks/exhaustive-deps',
    },
    {
      what: 'a hook called conditionally',
      filePath: 'src/admin/features/probe/probe.tsx',
      code: "import { useState } from 'react';\n\nexport function Probe({ open }: { open: boolean }) {\n  if (open) useState(0);\n  return null;\n}\n",
      rule: 'react-hooks/rules-of-hooks',
    },
    {
      what: 'an import climbing three folders',
      filePath: 'src/admin/features/probe/probe.ts',
      code: "import { slugify } from '../../../shared/common/slug.ts';\n\nexport const probe = slugify;\n",
      rule: 'no-restricted-imports',
    },
    {
      what: 'a dynamic import climbing three folders',
      filePath: 'src/admin/features/probe/probe.ts',
      code: "export const probe = () => import('../../../shared/common/slug.ts');\n",
      rule: 'no-restricted-syntax',
    },
    {
      what: 'the catalog door handing out a storage mechanism (slug and SKU claims)',
      filePath: 'netlify/functions/_lib/services/catalog/index.ts',
      code: "export { claimPointer, type Pointer } from './store/pointers.ts';\n",
      rule: 'no-restricted-syntax',
    },
    {
      what: 'the catalog door handing out its whole key layout',
      filePath: 'netlify/functions/_lib/services/catalog/index.ts',
      code: "export * from './store/keys.ts';\n",
      rule: 'no-restricted-syntax',
    },
  ])(
    '$what ($rule)',
    async ({ filePath, code, rule }) => {
      const problems = await lint(filePath, code);
      expect(problems.map((problem) => problem.rule)).toContain(rule);
    },
    LINT_TIMEOUT,
  );
});

/*
 * The backend's domain modules (decision 029): several zones share import-x/no-restricted-paths, so each case
 * asks for its own zone's message. The snippets sit in folders that exist, importing files that exist.
 */
const services = 'netlify/functions/_lib/services';

describe('lint holds the backend domains to their doors', () => {
  it.each([
    {
      what: "a domain importing another domain's file",
      filePath: `${services}/quotes/probe.ts`,
      code: "import { readSettings } from '../settings/settings.ts';\n\nexport const probe = readSettings;\n",
      message: 'import netlify/functions/_lib/services/settings/index.ts',
    },
    {
      what: "the platform importing a domain's file",
      filePath: 'netlify/functions/_lib/probe.ts',
      code: "import { currentActor } from './services/activity/actor.ts';\n\nexport const probe = currentActor;\n",
      message: 'import netlify/functions/_lib/services/activity/index.ts',
    },
    {
      what: "the platform's store parts importing a domain's file",
      filePath: 'netlify/functions/_lib/store/probe.ts',
      code: "import { currentActor } from '../services/activity/actor.ts';\n\nexport const probe = currentActor;\n",
      message: 'import netlify/functions/_lib/services/activity/index.ts',
    },
    {
      what: "a script importing a domain's file",
      filePath: 'scripts/lib/probe.ts',
      code: "import { readSettings } from '#server/services/settings/settings.ts';\n\nexport const probe = readSettings;\n",
      message: 'import netlify/functions/_lib/services/settings/index.ts',
    },
    {
      what: "catalogue-io claiming a slug itself instead of asking the catalog's door to commit",
      filePath: `${services}/catalogue-io/probe.ts`,
      code: "import { claimPointer } from '../catalog/store/pointers.ts';\n\nexport const probe = claimPointer;\n",
      message: 'catalog/store is the catalogue storage engine',
    },
    {
      what: 'a domain other than catalog importing the catalogue storage engine',
      filePath: `${services}/analytics/probe.ts`,
      code: "import { recordShardKey } from '../catalog/store/keys.ts';\n\nexport const probe = recordShardKey;\n",
      message: 'catalog/store is the catalogue storage engine',
    },
    {
      what: 'a handler importing the maintenance floor',
      filePath: 'netlify/functions/probe.mts',
      code: "import { checkStore } from './_lib/services/maintenance/index.ts';\n\nexport const probe = checkStore;\n",
      message: 'The maintenance floor',
    },
    {
      what: 'a domain importing the maintenance floor',
      filePath: `${services}/catalog/probe.ts`,
      code: "import { checkStore } from '../maintenance/index.ts';\n\nexport const probe = checkStore;\n",
      message: 'The maintenance floor',
    },
    {
      what: 'site code other than the build reader importing the maintenance floor',
      filePath: 'src/lib/build/probe.ts',
      code: "import { checkStore } from '#server/services/maintenance/index.ts';\n\nexport const probe = checkStore;\n",
      message: 'The maintenance floor',
    },
    {
      what: "activity importing a domain, even through the domain's door",
      filePath: `${services}/activity/probe.ts`,
      code: "import { readSettings } from '../settings/index.ts';\n\nexport const probe = readSettings;\n",
      message: 'activity is the generic journal',
    },
    {
      what: "a handler importing a domain's file",
      filePath: 'netlify/functions/probe.mts',
      code: "import { readSettings } from './_lib/services/settings/settings.ts';\n\nexport const probe = readSettings;\n",
      message: 'A handler calls a domain through its door',
    },
  ])(
    '$what',
    async ({ filePath, code, message }) => {
      const problems = await lint(filePath, code);
      expect(
        problems.filter((problem) => problem.rule === 'import-x/no-restricted-paths').map((problem) => problem.message),
      ).toContainEqual(expect.stringContaining(message));
    },
    LINT_TIMEOUT,
  );
});

describe('lint lets the permitted imports through', () => {
  const architectureRules = [
    'import-x/no-cycle',
    'import-x/no-restricted-paths',
    'react-hooks/exhaustive-deps',
    'react-hooks/rules-of-hooks',
    'no-restricted-imports',
    'no-restricted-syntax',
  ];

  it.each([
    {
      what: 'the build-time reader importing the server',
      filePath: 'src/lib/build/build-data.ts',
      code: "import { storeStats } from '#server/store.ts';\n\nexport const probe = storeStats;\n",
    },
    {
      what: "build code importing a component's pure helper",
      filePath: 'src/lib/build/probe.ts',
      code: "import { pageCount } from '#components/catalogue/catalogue-state.ts';\n\nexport const probe = pageCount;\n",
    },
    {
      what: 'src/shared naming a zod type, and making a schema with the z that checks without eval',
      filePath: 'src/shared/probe.ts',
      code: "import type { ZodType } from 'zod';\nimport { z } from './common/zod.ts';\n\nexport const probe: ZodType = z.string();\n",
    },
    {
      what: 'a function importing src/shared and the server',
      filePath: 'netlify/functions/probe.mts',
      code: "import { slugify } from '#shared/common/slug.ts';\nimport { storeStats } from './_lib/store.ts';\n\nexport const probe = [slugify, storeStats];\n",
    },
    {
      what: 'the admin app importing src/shared',
      filePath: 'src/admin/features/probe/probe.ts',
      code: "import { slugify } from '#shared/common/slug.ts';\n\nexport const probe = slugify;\n",
    },
    {
      what: "a handler importing a domain's door",
      filePath: 'netlify/functions/probe.mts',
      code: "import { readSettings } from './_lib/services/settings/index.ts';\n\nexport const probe = readSettings;\n",
    },
    {
      what: "a domain importing another domain's door",
      filePath: `${services}/quotes/probe.ts`,
      code: "import { readSettings } from '../settings/index.ts';\n\nexport const probe = readSettings;\n",
    },
    {
      what: 'the catalog door re-exporting a read of products from its storage engine',
      filePath: `${services}/catalog/index.ts`,
      code: "export { readSummaries } from './store/records.ts';\n",
    },
    {
      what: 'catalog importing its own storage engine',
      filePath: `${services}/catalog/probe.ts`,
      code: "import { recordShardKey } from './store/keys.ts';\n\nexport const probe = recordShardKey;\n",
    },
    {
      what: "the maintenance floor reaching into a domain's storage",
      filePath: `${services}/maintenance/probe.ts`,
      code: "import { recordShardKey } from '../catalog/store/keys.ts';\n\nexport const probe = recordShardKey;\n",
    },
    {
      what: 'the build reader importing the maintenance floor',
      filePath: 'src/lib/build/build-data.ts',
      code: "import { checkStore } from '#server/services/maintenance/index.ts';\n\nexport const probe = checkStore;\n",
    },
    {
      what: 'a script importing the maintenance floor',
      filePath: 'scripts/lib/probe.ts',
      code: "import { checkStore } from '#server/services/maintenance/index.ts';\n\nexport const probe = checkStore;\n",
    },
    {
      what: "a test importing a domain's file (tests test the parts)",
      filePath: 'tests/api/probe.test.ts',
      code: "import { recordShardKey } from '#server/services/catalog/store/keys.ts';\n\nexport const probe = recordShardKey;\n",
    },
    {
      what: 'an effect that lists what it reads',
      filePath: 'src/admin/features/probe/probe.tsx',
      code: effectMissingId.replace('}, []);', '}, [id]);'),
    },
  ])(
    '$what',
    async ({ filePath, code }) => {
      const problems = await lint(filePath, code);
      expect(problems.filter((problem) => architectureRules.includes(problem.rule ?? ''))).toEqual([]);
    },
    LINT_TIMEOUT,
  );
});

describe('lint holds files to 300 lines', () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`).join('\n') + '\n';

  it.each([
    { what: 'a backend service', filePath: 'netlify/functions/_lib/services/catalog/probe.ts' },
    { what: 'a handler', filePath: 'netlify/functions/probe.mts' },
    { what: 'a shared module', filePath: 'src/shared/probe.ts' },
    { what: 'a script', filePath: 'scripts/lib/probe.ts' },
  ])(
    '$what of 301 lines is refused, of 300 let through',
    async ({ filePath }) => {
      const rules = async (code: string) => (await lint(filePath, code)).map((problem) => problem.rule);
      expect(await rules(lines(301))).toContain('max-lines');
      expect(await rules(lines(300))).not.toContain('max-lines');
    },
    LINT_TIMEOUT,
  );
});
