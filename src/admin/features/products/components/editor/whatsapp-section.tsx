import type { FocusEvent } from 'react';
import { normalizePhone } from '#shared/common/phone.ts';
import { effectiveTemplate, productPageUrl } from '#shared/whatsapp/message.ts';
import { InputField, TextareaField } from '#admin/components/ui/field.tsx';
import { TEMPLATE_HINT, WhatsAppPreview, publicSiteUrl, useSiteSettings } from '#admin/components/whatsapp-preview.tsx';
import { Section } from './section.tsx';
import type { ProductForm } from './use-product-editor.ts';

/** The product's own WhatsApp number and order message, with a preview of the message sent. */
export function WhatsAppSection({ form }: { form: ProductForm }) {
  const siteSettings = useSiteSettings();
  const { errors } = form.formState;
  const [name, sku, slug, template] = form.watch(['name', 'sku', 'slug', 'whatsapp_template']);
  return (
    <Section title="Pengaturan WhatsApp" description="Kosongkan untuk memakai nomor dan template dari Pengaturan.">
      <InputField
        label="Nomor WhatsApp"
        error={errors.whatsapp_number?.message}
        hint="Tulis seperti biasa (0812-8880-4512 atau +62 812 8880 4512); disimpan sebagai 6281288804512."
        type="tel"
        placeholder="0812-…"
        {...form.register('whatsapp_number', {
          // Shown (and saved) in the 62… form as soon as the field is left.
          onBlur: (event: FocusEvent<HTMLInputElement>) =>
            form.setValue('whatsapp_number', normalizePhone(event.target.value), { shouldValidate: true }),
        })}
      />
      <TextareaField
        label="Template Pesan"
        error={errors.whatsapp_template?.message}
        hint={`Kosongkan untuk memakai template dari Pengaturan. ${TEMPLATE_HINT}`}
        rows={3}
        placeholder={effectiveTemplate('', siteSettings.data?.whatsapp_template)}
        {...form.register('whatsapp_template')}
      />
      <WhatsAppPreview
        caption="Pratinjau pesan pesanan (jumlah 1):"
        templates={{ product: template ?? '', site: siteSettings.data?.whatsapp_template }}
        values={{
          productName: name || 'Nama Produk',
          sku: sku || 'SKU',
          quantity: 1,
          url: productPageUrl(publicSiteUrl(), slug || 'nama-produk'),
          company: siteSettings.data?.company_name ?? '',
        }}
      />
    </Section>
  );
}
