import { useEffect, useState, type FocusEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { SettingsSchema } from '#shared/settings/schema.ts';
import { normalizePhone } from '#shared/common/phone.ts';
import { DEFAULT_WHATSAPP_TEMPLATE, productPageUrl } from '#shared/whatsapp/message.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { InputField, TextareaField } from '#admin/components/ui/field.tsx';
import { LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { FormSwitch } from '#admin/components/ui/switch.tsx';
import { OFFLINE_MESSAGE, isOffline } from '#admin/components/ui/offline.ts';
import { useSaveShortcut } from '#admin/components/ui/use-save-shortcut.ts';
import { clearLocalDraft, useLocalDraft } from '#admin/components/ui/local-draft.ts';
import { LocalDraftBanner } from '#admin/components/ui/local-draft-banner.tsx';
import { TEMPLATE_HINT, WhatsAppPreview, publicSiteUrl } from '#admin/components/whatsapp-preview.tsx';
import { ApiError, MISSING_TOKEN_MESSAGE } from '#admin/lib/api-client.ts';
import { lazyResolver, usePreloadWhenIdle } from '#admin/lib/lazy-resolver.ts';
import { getToken } from '#admin/lib/session.ts';
import { toastApiError, toastError, toastSuccess } from '#admin/lib/toast.ts';
import { useSaveSettings, useSettings } from '../api.ts';
import { ROUTING_DEFAULTS, RoutingSettingsCard } from './routing-settings-card.tsx';
import { MailStatusNote } from './mail-status-note.tsx';
import { QuotationSettingsFrame } from './quotation-settings-frame.tsx';

type FormInput = z.input<typeof SettingsSchema>;

/** The number may be typed as people write it; leaving the field shows the 62… form that is saved. */
const PHONE_HINT = 'Tulis seperti biasa (0812-8880-4512 atau +62 812 8880 4512); disimpan sebagai 6281288804512.';

/** The product the template preview is shown for (one of the demo catalogue's). */
const SAMPLE_PRODUCT = {
  name: 'RawLab PH-700 Benchtop pH Meter',
  sku: 'RL-PH-700',
  slug: 'rawlab-ph-700-benchtop-ph-meter',
};
type FormOutput = z.output<typeof SettingsSchema>;

const validation = lazyResolver<FormInput, FormOutput>(
  async () => (await import('../settings-validation.ts')).settingsResolver,
);

export function SettingsForm() {
  const settings = useSettings();
  const save = useSaveSettings();
  const formRef = useSaveShortcut<HTMLFormElement>();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: validation.resolver });
  usePreloadWhenIdle(validation);
  const { register, control, formState, reset, setError, watch, setValue } = form;
  const localDraft = useLocalDraft('settings', form);
  const template = watch('whatsapp_template') ?? '';
  const companyName = watch('company_name') ?? '';
  const { errors } = formState;

  // The form holds the server's values once this has run, and 'Pulihkan' is offered only from then on.
  // Offered at the first paint, a press before this effect had run was undone by it: React runs a
  // pending effect before the press's own update, and this one still saw a form with no edit.
  const [holdsServerValues, setHoldsServerValues] = useState(false);
  useEffect(() => {
    if (settings.data && !formState.isDirty)
      reset({
        ...ROUTING_DEFAULTS,
        ...withoutServerFields(settings.data),
        enable_notifications: settings.data.enable_notifications ?? false,
        auto_reply: settings.data.auto_reply ?? false,
      });
    if (settings.data) setHoldsServerValues(true);
  }, [settings.data, reset, formState.isDirty]);

  const onSubmit = form.handleSubmit((input) => {
    if (!getToken()) return toastError('Gagal menyimpan', MISSING_TOKEN_MESSAGE);
    if (isOffline()) return toastError('Gagal menyimpan', OFFLINE_MESSAGE);
    save.mutate(input, {
      onSuccess: (result) => {
        clearLocalDraft('settings');
        reset(result.data);
        toastSuccess('Pengaturan disimpan');
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          // Each field's message goes to its field (the reader of the server's answer is loaded now:
          // the form shows without it).
          const { errors } = error;
          void import('#admin/components/ui/server-field-errors.ts').then(
            ({ fieldMessages }) => {
              for (const [field, message] of Object.entries(fieldMessages(errors)))
                setError(field as FieldPath<FormInput>, { message });
            },
            () => {},
          );
        }
        toastApiError(error, 'Gagal menyimpan', 'Terjadi kesalahan saat menyimpan.');
      },
    });
  });

  if (settings.isPending) {
    return (
      <Card>
        <LoadingState label="Memuat pengaturan..." />
      </Card>
    );
  }
  if (settings.isError) {
    return (
      <Card>
        <QueryErrorState title="Gagal memuat pengaturan" query={settings} />
      </Card>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={validation.preload} noValidate className="space-y-6">
      {localDraft.offered && holdsServerValues && (
        <LocalDraftBanner
          savedAt={localDraft.offered.savedAt}
          subject="pengaturan"
          onRestore={localDraft.restore}
          onDiscard={localDraft.discard}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title="WhatsApp" description="Nomor dan pesan awal untuk tombol pesan di situs." />
          <div className="space-y-4 p-4 sm:p-6">
            {!settings.data.whatsapp_number && (
              <p
                role="status"
                data-testid="whatsapp-unconfigured"
                className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
              >
                <strong>Nomor WhatsApp belum dikonfigurasi.</strong> Tombol pesan di situs belum mengarah ke nomor mana
                pun sampai nomor disimpan di sini.
              </p>
            )}
            <InputField
              label="Nomor WhatsApp"
              required
              error={errors.whatsapp_number?.message}
              hint={PHONE_HINT}
              type="tel"
              {...register('whatsapp_number', {
                onBlur: (event: FocusEvent<HTMLInputElement>) =>
                  setValue('whatsapp_number', normalizePhone(event.target.value), { shouldValidate: true }),
              })}
            />
            <TextareaField
              label="Template Pesan"
              required
              error={errors.whatsapp_template?.message}
              hint={`Berlaku untuk produk tanpa template sendiri. ${TEMPLATE_HINT}`}
              rows={4}
              placeholder={DEFAULT_WHATSAPP_TEMPLATE}
              {...register('whatsapp_template')}
            />
            <WhatsAppPreview
              caption={`Pratinjau untuk ${SAMPLE_PRODUCT.name} (jumlah 1):`}
              templates={{ site: template }}
              values={{
                productName: SAMPLE_PRODUCT.name,
                sku: SAMPLE_PRODUCT.sku,
                quantity: 1,
                url: productPageUrl(publicSiteUrl(), SAMPLE_PRODUCT.slug),
                company: companyName,
              }}
            />
            <TextareaField
              label="Template WhatsApp (English)"
              error={errors.whatsapp_template_en?.message}
              hint={`Untuk halaman berbahasa Inggris. Kosong: memakai template di atas. ${TEMPLATE_HINT}`}
              rows={4}
              placeholder={template || DEFAULT_WHATSAPP_TEMPLATE}
              {...register('whatsapp_template_en')}
            />
          </div>
        </Card>
        <Card>
          <CardHeader title="Informasi Perusahaan" />
          <div className="space-y-4 p-4 sm:p-6">
            <InputField
              label="Nama Perusahaan"
              required
              error={errors.company_name?.message}
              {...register('company_name')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                label="Email Perusahaan"
                required
                error={errors.company_email?.message}
                type="email"
                {...register('company_email')}
              />
              <InputField
                label="Telepon Perusahaan"
                required
                error={errors.company_phone?.message}
                type="tel"
                {...register('company_phone')}
              />
            </div>
            <TextareaField
              label="Alamat Perusahaan"
              required
              error={errors.company_address?.message}
              rows={3}
              {...register('company_address')}
            />
            <InputField
              label="Masa berlaku surat penawaran (hari)"
              error={errors.quote_validity_days?.message}
              hint="Tercantum pada surat penawaran harga yang dicetak pengunjung dari Daftar Penawaran."
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              {...register('quote_validity_days', { valueAsNumber: true })}
            />
          </div>
        </Card>
      </div>
      <RoutingSettingsCard form={form} />
      <QuotationSettingsFrame form={form} />
      <Card>
        <CardHeader title="Notifikasi" />
        <div className="space-y-4 p-4 sm:p-6">
          <FormSwitch
            control={control}
            name="enable_notifications"
            label="Notifikasi pesan masuk"
            description="Kirim email ke alamat perusahaan saat ada permintaan konsultasi baru."
          />
          <FormSwitch
            control={control}
            name="auto_reply"
            label="Balasan otomatis"
            description="Kirim balasan otomatis kepada pengirim formulir kontak."
          />
          <MailStatusNote />
        </div>
        <div className="flex items-center justify-end gap-3 border-t border-slate-100 px-4 py-3 sm:px-6">
          {formState.isDirty && <span className="text-sm text-amber-700">Ada perubahan yang belum disimpan</span>}
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? 'Menyimpan...' : 'Simpan Pengaturan'}
          </Button>
        </div>
      </Card>
    </form>
  );
}

/** The answer's fields that are not the form's (the server's mail state). */
function withoutServerFields<T extends { mail_configured?: boolean }>(settings: T): Omit<T, 'mail_configured'> {
  const { mail_configured: _configured, ...fields } = settings;
  return fields;
}
