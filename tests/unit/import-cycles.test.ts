import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesUnder, importCycles, importGraph } from '../support/import-graph.ts';

/*
 * No import loop, type-only imports included: import-x/no-cycle does not follow `import type`, so this test
 * reads the graph itself (tests/support/import-graph.ts).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('import loops, type-only imports included', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('the functions, their domains, the scripts and the build reader have none', () => {
    expect(cyclesUnder(root, ['netlify', 'scripts', 'src/lib/build'])).toEqual([]);
  });

  it('src/shared has none', () => {
    expect(cyclesUnder(root, ['src/shared'])).toEqual([]);
  });

  it('a loop closed only by `import type` is found', () => {
    const order = join(scratch, 'order.ts');
    const line = join(scratch, 'line.ts');
    writeFileSync(order, "import type { Line } from './line.ts';\n\nexport interface Order {\n  lines: Line[];\n}\n");
    writeFileSync(line, "import type { Order } from './order.ts';\n\nexport interface Line {\n  order?: Order;\n}\n");
    expect(importCycles(importGraph(root, [order, line]))).toEqual([[line, order]]);
  });
});
