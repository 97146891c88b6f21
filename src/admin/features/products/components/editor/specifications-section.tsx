import { useFieldArray } from 'react-hook-form';
import { Button } from '#admin/components/ui/button.tsx';
import { InputField } from '#admin/components/ui/field.tsx';
import { ChevronDownIcon, ChevronUpIcon, PlusIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { Section } from './section.tsx';
import type { ProductForm } from './use-product-editor.ts';

/** Name/value rows, reordered with up/down buttons (keyboard friendly, no drag library). */
export function SpecificationsSection({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  const specs = useFieldArray({ control: form.control, name: 'specifications' });
  return (
    <Section
      title="Spesifikasi Teknis"
      description="Baris nama dan nilai, tampil sebagai tabel 'Technical Specifications'."
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => specs.append({ name: '', value: '' }, { shouldFocus: true })}
        >
          <PlusIcon className="h-4 w-4" />
          Tambah baris
        </Button>
      }
    >
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
                error={errors.specifications?.[index]?.name?.message}
                placeholder="mis. Rentang pH"
                {...form.register(`specifications.${index}.name`)}
              />
              <InputField
                label={`Nilai spesifikasi ${index + 1}`}
                error={errors.specifications?.[index]?.value?.message}
                placeholder="mis. 0.00 – 14.00"
                {...form.register(`specifications.${index}.value`)}
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
    </Section>
  );
}
