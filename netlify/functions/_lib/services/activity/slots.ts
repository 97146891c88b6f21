import { RECORD_SHARD_SIZE } from '../catalog/store/keys.ts';

/*
 * Which of a record shard's 32 products a document of one commit holds, as a 32-bit mask written in
 * 8 hex digits: the key names of an import's copies say whom they concern without being read.
 */

const slotOf = (id: number) => (id - 1) % RECORD_SHARD_SIZE;

export function slotsOf(ids: Iterable<number>): string {
  let mask = 0;
  for (const id of ids) mask |= 1 << slotOf(id);
  return (mask >>> 0).toString(16).padStart(8, '0');
}

export const hasSlot = (slots: string, id: number) => ((Number.parseInt(slots, 16) >>> slotOf(id)) & 1) === 1;

export function idsOfSlots(shard: number, slots: string): number[] {
  const mask = Number.parseInt(slots, 16);
  const ids: number[] = [];
  for (let slot = 0; slot < RECORD_SHARD_SIZE; slot++) {
    if ((mask >>> slot) & 1) ids.push(shard * RECORD_SHARD_SIZE + slot + 1);
  }
  return ids;
}

export const SLOTS_PATTERN = /^[0-9a-f]{8}$/;
