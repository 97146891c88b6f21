import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * The import graph of TypeScript sources, type-only imports included. import-x/no-cycle leaves `import type`
 * out (it costs nothing at run time), but a loop closed by a type still ties two modules together: neither can
 * be read, moved or tested without the other. Every import, re-export and dynamic import counts.
 */

const SOURCE = /\.(ts|mts|tsx)$/;

/** The package.json `imports` aliases (`#server/*` → `./netlify/functions/_lib/*`), as prefixes. */
function aliases(root: string): Array<[string, string]> {
  const { imports = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports?: Record<string, string>;
  };
  return Object.entries(imports).map(([alias, target]) => [
    alias.replace(/\*$/, ''),
    join(root, target.replace(/\*$/, '')),
  ]);
}

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each file's imports among the files given (absolute paths), read without type-checking. */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const prefixes = aliases(root);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName: spec }) => {
      const alias = prefixes.find(([prefix]) => spec.startsWith(prefix));
      const target = alias
        ? join(alias[1], spec.slice(alias[0].length))
        : spec.startsWith('.')
          ? resolve(dirname(file), spec)
          : null;
      return target && known.has(target) ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import loops of a graph (Tarjan's strongly connected components of two files or more, or a self-import). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The import loops among the sources under these folders, as paths relative to the root. */
export function cyclesUnder(root: string, folders: readonly string[]): string[][] {
  const files = folders.flatMap((folder) => sourcesUnder(join(root, folder)));
  return importCycles(importGraph(root, files)).map((cycle) => cycle.map((file) => relative(root, file)));
}
