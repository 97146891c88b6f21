import { describe, expect, it } from 'vitest';
import { E2E_FILE_SECONDS, balancedShard } from '../support/e2e-shards.ts';

const files = [...Object.keys(E2E_FILE_SECONDS), 'not-listed-a.test.ts', 'not-listed-b.test.ts'].map(
  (name) => `/repo/tests/e2e/${name}`,
);
const seconds = (file: string) => E2E_FILE_SECONDS[file.split('/').at(-1)!] ?? 5;

describe('browser files split into lanes of about equal time', () => {
  it.each([2, 3])('into %i lanes: every file exactly once, whatever order the files come in', (count) => {
    const lanes = Array.from({ length: count }, (_, index) => balancedShard(files, (file) => file, index + 1, count));
    expect(lanes.flat().sort()).toEqual([...files].sort());
    const reversed = Array.from({ length: count }, (_, index) =>
      balancedShard([...files].reverse(), (file) => file, index + 1, count),
    );
    expect(reversed).toEqual(lanes);
  });

  it('keeps the lanes within the longest file of each other', () => {
    const lanes = [1, 2].map((index) => balancedShard(files, (file) => file, index, 2));
    const totals = lanes.map((lane) => lane.reduce((sum, file) => sum + seconds(file), 0));
    expect(Math.abs(totals[0]! - totals[1]!)).toBeLessThanOrEqual(Math.max(...files.map(seconds)));
    // A hash split can put the four longest files in one lane; this one does not.
    const longest = [...files].sort((a, b) => seconds(b) - seconds(a)).slice(0, 4);
    expect(lanes.every((lane) => longest.some((file) => lane.includes(file)))).toBe(true);
  });
});
