export { actingAs, currentActor, setActor, SYSTEM_USER, withActorScope } from './actor.ts';
export { diffChanges, shorten } from './changes.ts';
export { type EntryDraft, flushCarried, followEntries, journaledUpdate, newEntry, withoutCarried } from './journal.ts';
export {
  activityPage,
  entityActivity,
  entryBatchKey,
  hasEntry,
  pruneActivity,
  writeEntries,
  writeLogKey,
} from './log.ts';
export { migrateActivityLayout } from './migrate.ts';
export { countMissingDays } from './recount.ts';
export { GROUP_SIZE, hasSlot, idsOfSlots, SLOTS_PATTERN, slotsOf } from './slots.ts';
