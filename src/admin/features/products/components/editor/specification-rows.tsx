import type { ReactNode } from 'react';
import { useFieldArray, type FieldErrors } from 'react-hook-form';
import type { Specification } from '#shared/product/fields.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { InputField } from '#admin/components/ui/field.tsx';
import { PlusIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { ChevronDownIcon, ChevronUpIcon } from '#admin/components/ui/more-icons.tsx';
import type { ProductForm } from './use-product-editor.ts';

/**
 * Name/value rows of one language (the main `specifications` or `indonesian.specifications`),
 * reordered with up/down buttons (keyboard friendly, no drag library). A row's placeholders show
 * the other language's row at the same place, to translate from.
 */
export function SpecificationRows({
  form,
  name,
  errors,
  marker,
  placeholders,
}: {
  form: ProductForm;
  name: 'specifications' | 'indonesian.specifications';
  errors: { [index: number]: FieldErrors<Specification> | undefined } | undefined;
  marker: ReactNode;
  placeholders: readonly Specification[];
}) {
  // Both names hold the same rows; the library types a field array by one name at a time.
  const specs = useFieldArray({ control: form.control, name: name as 'specifications' });
  return (
    <fieldset className="space-y-3">
      <legend className="flex w-full items-center justify-between gap-2 text-sm font-medium text-slate-700">
        <span>Spesifikasi Teknis</span>
        {marker}
      </legend>
      <p className="text-xs text-slate-500">Baris nama dan nilai, tampil sebagai tabel 'Technical Specifications'.</p>
      {specs.fields.length === 0 ? (
        <p className="text-sm text-slate-500">Belum ada spesifikasi.</p>
      ) : (
        <ol className="space-y-3">
          {specs.fields.map((row, index) => (
            <li
              key={row.id}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:border-0 sm:p-0"
            >
              <InputField
                label={`Nama spesifikasi ${index + 1}`}
                error={errors?.[index]?.name?.message}
                placeholder={placeholders[index]?.name ?? 'mis. Rentang pH'}
                {...form.register(`${name}.${index}.name` as `specifications.${number}.name`)}
              />
              <InputField
                label={`Nilai spesifikasi ${index + 1}`}
                error={errors?.[index]?.value?.message}
                placeholder={placeholders[index]?.value ?? 'mis. 0.00 – 14.00'}
                {...form.register(`${name}.${index}.value` as `specifications.${number}.value`)}
              />
              <div className="flex gap-1 sm:pt-7">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => specs.move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={`Pindahkan baris ${index + 1} ke atas`}
                >
                  <ChevronUpIcon className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => specs.move(index, index + 1)}
                  disabled={index === specs.fields.length - 1}
                  aria-label={`Pindahkan baris ${index + 1} ke bawah`}
                >
                  <ChevronDownIcon className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="hover:bg-red-50 hover:text-red-700"
                  onClick={() => specs.remove(index)}
                  aria-label={`Hapus baris ${index + 1}`}
                >
                  <TrashIcon className="h-4 w-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => specs.append({ name: '', value: '' }, { shouldFocus: true })}
      >
        <PlusIcon className="h-4 w-4" />
        Tambah baris
      </Button>
    </fieldset>
  );
}
