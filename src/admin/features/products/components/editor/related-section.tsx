import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { AdminProduct, AdminProductListItem } from '#shared/product/views.ts';
import type { AdminProductsPage } from '#shared/product/pages.ts';
import { MAX_RELATED, type RelatedKind } from '#shared/product/limits.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Input, NativeSelect } from '#admin/components/ui/field.tsx';
import { PlusIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { api } from '#admin/lib/api-client.ts';
import { Section } from './section.tsx';
import type { ProductForm } from './use-product-editor.ts';

const KIND_LABELS: Record<RelatedKind, string> = { accessory: 'Aksesori', alternative: 'Alternatif' };
/** The search waits for a pause in typing before it asks the server. */
const SEARCH_PAUSE_MS = 250;

interface Named {
  name: string;
  sku: string;
}

/**
 * 'Produk Terkait': accessories and consumables, and alternatives ('Similar instruments' on the
 * product page), found by name or SKU. Stored in the form's `related` field as `{ id, kind }`.
 */
export function RelatedSection({ form, product }: { form: ProductForm; product: AdminProduct | null }) {
  const id = useId();
  const related = useWatch({ control: form.control, name: 'related' }) ?? [];
  const [names, setNames] = useState<Map<number, Named>>(
    () => new Map((product?.related ?? []).map((item) => [item.id, { name: item.name, sku: item.sku }])),
  );
  const [kind, setKind] = useState<RelatedKind>('accessory');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const results = useQuery({
    queryKey: ['products', 'related-search', query],
    queryFn: () => api.get<AdminProductsPage>(`/api/admin/products?page=1&per_page=8&q=${encodeURIComponent(query)}`),
    enabled: query.length >= 2,
  });
  const chosen = new Set(related.map((item) => item.id));
  const candidates = (results.data?.data ?? []).filter((item) => item.id !== product?.id && !chosen.has(item.id));
  const error = form.formState.errors.related;

  const set = (next: typeof related) =>
    form.setValue('related', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const add = (item: AdminProductListItem) => {
    setNames((current) => new Map(current).set(item.id, { name: item.name, sku: item.sku }));
    set([...related, { id: item.id, kind }]);
    // Picked: the search starts afresh for the next one.
    setTyped('');
    setQuery('');
  };

  return (
    <Section title="Produk Terkait" description="Aksesori & bahan habis pakai, dan produk alternatif yang sejenis.">
      {related.length > 0 && (
        <ul className="space-y-2" aria-label="Produk terkait terpilih">
          {related.map((item, index) => {
            const named = names.get(item.id);
            return (
              <li
                key={item.id}
                className="flex items-center gap-2 rounded-lg border border-slate-200 p-2"
                data-related-item={item.id}
              >
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block truncate font-medium text-slate-800">
                    {named?.name ?? `Produk #${item.id}`}
                  </span>
                  <span className="block truncate font-mono text-xs text-slate-500">{named?.sku}</span>
                </span>
                <div className="w-32 shrink-0">
                  <NativeSelect
                    aria-label={`Jenis untuk ${named?.name ?? item.id}`}
                    value={item.kind}
                    onChange={(event) =>
                      set(
                        related.map((other, at) =>
                          at === index ? { ...other, kind: event.target.value as RelatedKind } : other,
                        ),
                      )
                    }
                  >
                    <option value="accessory">{KIND_LABELS.accessory}</option>
                    <option value="alternative">{KIND_LABELS.alternative}</option>
                  </NativeSelect>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="hover:bg-red-50 hover:text-red-700"
                  onClick={() => set(related.filter((_, at) => at !== index))}
                  aria-label={`Hapus ${named?.name ?? item.id} dari produk terkait`}
                >
                  <TrashIcon className="h-4 w-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error.message ?? error.root?.message}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-[1fr_auto]">
        <label className="sr-only" htmlFor={`${id}-search`}>
          Cari produk terkait
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          value={typed}
          placeholder="Cari nama atau SKU"
          disabled={related.length >= MAX_RELATED}
          onChange={(event) => setTyped(event.target.value)}
        />
        <NativeSelect
          aria-label="Jenis produk terkait"
          value={kind}
          onChange={(event) => setKind(event.target.value as RelatedKind)}
        >
          <option value="accessory">{KIND_LABELS.accessory}</option>
          <option value="alternative">{KIND_LABELS.alternative}</option>
        </NativeSelect>
      </div>
      {query.length >= 2 && (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label="Hasil pencarian produk"
        >
          {results.isPending && <li className="p-2 text-sm text-slate-500">Mencari…</li>}
          {!results.isPending && candidates.length === 0 && (
            <li className="p-2 text-sm text-slate-500">Tidak ada produk yang cocok.</li>
          )}
          {candidates.map((item) => (
            <li key={item.id} className="flex items-center gap-2 p-2">
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate text-slate-800">{item.name}</span>
                <span className="block truncate font-mono text-xs text-slate-500">{item.sku}</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => add(item)}
                aria-label={`Tambah ${item.name} sebagai ${KIND_LABELS[kind].toLowerCase()}`}
              >
                <PlusIcon className="h-4 w-4" />
                Tambah
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
