import { useCallback, useRef, useState } from 'react';
import type { AdminProductListItem } from '#shared/product/views.ts';

export interface Selection {
  ids: ReadonlySet<number>;
  has: (id: number) => boolean;
  /** A click on a row's box; with Shift, every row between the last clicked one and this one follows it. */
  toggle: (product: AdminProductListItem, rows: readonly AdminProductListItem[], range: boolean) => void;
  setPage: (rows: readonly AdminProductListItem[], selected: boolean) => void;
  selectIds: (ids: readonly number[]) => void;
  clear: () => void;
  keepOnly: (ids: readonly number[]) => void;
}

/** The product list's selection: kept across pages, so a selection can span the whole catalogue. */
export function useSelection(): Selection {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const anchor = useRef<number | null>(null);

  const mark = useCallback((products: readonly AdminProductListItem[], selected: boolean) => {
    setIds((current) => {
      const next = new Set(current);
      for (const product of products) {
        if (selected) next.add(product.id);
        else next.delete(product.id);
      }
      return next;
    });
  }, []);

  const toggle = useCallback<Selection['toggle']>(
    (product, rows, range) => {
      const selected = !ids.has(product.id);
      const from = rows.findIndex((row) => row.id === anchor.current);
      const to = rows.findIndex((row) => row.id === product.id);
      if (range && from !== -1 && to !== -1) {
        mark(rows.slice(Math.min(from, to), Math.max(from, to) + 1), selected);
      } else {
        mark([product], selected);
      }
      anchor.current = product.id;
    },
    [ids, mark],
  );

  return {
    ids,
    has: (id) => ids.has(id),
    toggle,
    setPage: mark,
    selectIds: (all) => setIds(new Set(all)),
    clear: () => {
      setIds(new Set());
      anchor.current = null;
    },
    keepOnly: (kept) => {
      const keep = new Set(kept);
      setIds((current) => new Set([...current].filter((id) => keep.has(id))));
    },
  };
}
