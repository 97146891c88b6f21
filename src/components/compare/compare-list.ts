import type { Lang } from '#shared/i18n/lang.ts';
import { comparePath as compareBase } from '#shared/i18n/paths.ts';
import { atom } from 'nanostores';

/*
 * The products a visitor picked to compare, kept in this browser's localStorage like the quote list
 * (no cookie, no account), at most four: more columns than that stop fitting a laptop's width.
 * Every island on a page shares one atom; another tab's picks arrive through the `storage` event.
 */

export const COMPARE_MAX = 4;
/** Sent by the island's tray when it mounts: the catalogue's plain tray (compare-tray-early.ts) steps aside. */
export const COMPARE_TRAY_READY = 'rawlab:compare-tray';
const KEY = 'rawlab:compare';

export interface CompareItem {
  id: number;
  slug: string;
  name: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** What the storage holds, checked: anything unreadable counts as nothing picked. */
export function readCompareList(text: string | null): CompareItem[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    return parsed
      .filter(
        (item): item is CompareItem =>
          !!item &&
          Number.isInteger((item as CompareItem).id) &&
          typeof (item as CompareItem).slug === 'string' &&
          typeof (item as CompareItem).name === 'string',
      )
      .filter((item) => !seen.has(item.id) && seen.add(item.id))
      .slice(0, COMPARE_MAX)
      .map(({ id, slug, name }) => ({ id, slug, name }));
  } catch {
    return [];
  }
}

export const $compareList = atom<CompareItem[]>(readCompareList(storage()?.getItem(KEY) ?? null));

let listening = false;
/**
 * Follows picks made in other tabs (once per page), and on other pages while this one waited in the
 * back-forward cache (a restored page need not be handed the storage events it missed).
 */
export function followCompareInOtherTabs(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key === KEY) $compareList.set(readCompareList(event.newValue));
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) $compareList.set(readCompareList(storage()?.getItem(KEY) ?? null));
  });
}

function save(items: CompareItem[]): void {
  $compareList.set(items);
  try {
    storage()?.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the picks live for this page only.
  }
}

export type ToggleOutcome = 'added' | 'removed' | 'full';

export function toggleCompare(item: CompareItem): ToggleOutcome {
  const items = $compareList.get();
  if (items.some((picked) => picked.id === item.id)) {
    save(items.filter((picked) => picked.id !== item.id));
    return 'removed';
  }
  if (items.length >= COMPARE_MAX) return 'full';
  save([...items, { id: item.id, slug: item.slug, name: item.name }]);
  return 'added';
}

export const removeFromCompare = (id: number) => save($compareList.get().filter((item) => item.id !== id));
export const clearCompare = () => save([]);

/** The compare page in `lang` with these products. */
export const comparePath = (slugs: readonly string[], lang: Lang) =>
  `${compareBase(lang)}?products=${slugs.map(encodeURIComponent).join(',')}`;
