import type { Deps } from '../../deps.ts';

/*
 * What the last static build left out and why, for the dashboard's publishing card. Messages name
 * products and keys, never server paths or stack traces: every admin role may see them.
 */

export const BUILD_REPORT_KEY = 'site/build-report';

export interface BuildWarning {
  productId: number | null;
  message: string;
}

export interface BuildReport {
  at: string;
  products: number;
  storeCalls: number;
  warnings: BuildWarning[];
}

/** Bookkeeping: a failed write is logged, never allowed to fail the build. */
export async function recordBuildReport(deps: Deps, report: Omit<BuildReport, 'at'>): Promise<void> {
  try {
    await deps.db.put<BuildReport>(BUILD_REPORT_KEY, {
      at: deps.now().toISOString(),
      ...report,
      warnings: report.warnings.slice(0, 50),
    });
  } catch (error) {
    console.warn('[catalogue] could not record the build report:', error);
  }
}

/**
 * A build error as the dashboard shows it: the first line that says what went wrong, without stack
 * frames or server file paths (any admin role may read it).
 */
export function publicBuildError(error: string): string {
  const lines = error
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^at\s/.test(line) && !/node:internal|node_modules/.test(line));
  const first = lines[0] ?? 'Build gagal.';
  return first
    .replace(/(?:file:\/\/)?(?:\/[\w.@+-]+)+\/([\w.@+-]+)(?::\d+)*/g, '$1')
    .replace(/[A-Z]:\\(?:[\w.@+-]+\\)+([\w.@+-]+)/g, '$1')
    .slice(0, 300);
}

export async function readBuildReport({ db }: Deps): Promise<BuildReport | null> {
  return db.get<BuildReport>(BUILD_REPORT_KEY);
}
