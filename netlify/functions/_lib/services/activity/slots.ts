/*
 * Which of a group's 32 records a document of one commit holds, as a 32-bit mask written in 8 hex digits:
 * the key names of an import's copies say whom they concern without being read. Group g holds the ids
 * 32g+1 … 32g+32, as the catalogue's record shards do (catalog/store/batches.ts checks the two agree).
 */

/** How many records one group (and one slots mask) covers. */
export const GROUP_SIZE = 32;

/** The group an id belongs to: the folder a commit's copies of several records are kept under. */
export const groupOf = (id: number) => Math.floor((id - 1) / GROUP_SIZE);

const slotOf = (id: number) => (id - 1) % GROUP_SIZE;

export function slotsOf(ids: Iterable<number>): string {
  let mask = 0;
  for (const id of ids) mask |= 1 << slotOf(id);
  return (mask >>> 0).toString(16).padStart(8, '0');
}

export const hasSlot = (slots: string, id: number) => ((Number.parseInt(slots, 16) >>> slotOf(id)) & 1) === 1;

export function idsOfSlots(shard: number, slots: string): number[] {
  const mask = Number.parseInt(slots, 16);
  const ids: number[] = [];
  for (let slot = 0; slot < GROUP_SIZE; slot++) {
    if ((mask >>> slot) & 1) ids.push(shard * GROUP_SIZE + slot + 1);
  }
  return ids;
}

export const SLOTS_PATTERN = /^[0-9a-f]{8}$/;
