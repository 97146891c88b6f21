import { useEffect, useState, type FormEvent } from 'react';
import {
  CREDITS_PER_DEPLOY,
  PLAN_CREDITS,
  PLAN_LABELS,
  PLANS,
  deployCostWords,
  type Plan,
} from '#shared/publishing/policy.ts';
import { PublishPolicySchema } from '#shared/publishing/policy-schema.ts';
import { fieldErrors } from '#shared/common/field-messages.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { InputField, SelectField } from '#admin/components/ui/field.tsx';
import { LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { usePublishPolicy, useSavePublishPolicy, type PublishPolicyAnswer } from '../publish-policy-api.ts';

const number = new Intl.NumberFormat('id-ID');

/** What the admin types: text as typed, so a half-typed number is kept until it is saved. */
interface Draft {
  plan: Plan;
  monthly_credits: string;
  quiet_minutes: string;
  max_deploys_per_day: string;
}

const draftOf = (policy: PublishPolicyAnswer): Draft => ({
  plan: policy.plan,
  monthly_credits: String(policy.monthly_credits),
  quiet_minutes: String(policy.quiet_seconds / 60),
  max_deploys_per_day: String(policy.max_deploys_per_day),
});

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/**
 * "Publikasi" (Manager and above): the Netlify plan and the publishing policy's limits, with what the
 * choice costs in words (docs/decisions/026-publishing-budget.md). Saved on its own, apart from the
 * settings form above it.
 */
export function PublishPolicyCard() {
  const policy = usePublishPolicy();
  const save = useSavePublishPolicy();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useEffect(() => {
    if (policy.data && !draft) setDraft(draftOf(policy.data));
  }, [policy.data, draft]);

  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => current && { ...current, [field]: event.target.value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const input = {
      plan: draft.plan,
      ...(draft.plan === 'custom' ? { monthly_credits: toNumber(draft.monthly_credits) } : {}),
      quiet_seconds: Math.round(toNumber(draft.quiet_minutes) * 60),
      max_deploys_per_day: toNumber(draft.max_deploys_per_day),
    };
    const parsed = PublishPolicySchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: (result) => {
        setDraft(draftOf(result));
        toastSuccess(result.message);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        toastApiError(error, 'Gagal menyimpan pengaturan publikasi', 'Terjadi kesalahan saat menyimpan.');
      },
    });
  };

  const maxPerDay = draft ? toNumber(draft.max_deploys_per_day) : Number.NaN;
  const credits = !draft
    ? Number.NaN
    : draft.plan === 'custom'
      ? toNumber(draft.monthly_credits)
      : PLAN_CREDITS[draft.plan];
  return (
    <Card className="mt-6" role="region" aria-labelledby="publish-policy-heading" data-testid="publish-policy">
      <CardHeader
        id="publish-policy-heading"
        title="Publikasi"
        description="Setiap deploy situs publik di Netlify memakai 15 kredit. Perubahan tetap tampil bagi pengunjung dalam satu menit tanpa deploy; deploy hanya memperbarui halaman statis."
      />
      {policy.isPending ? (
        <LoadingState label="Memuat..." />
      ) : policy.isError ? (
        <QueryErrorState title="Gagal memuat pengaturan publikasi" query={policy} />
      ) : (
        draft && (
          <form className="grid gap-4 p-4 sm:p-6 lg:grid-cols-2" onSubmit={onSubmit} noValidate>
            <SelectField label="Paket Netlify" value={draft.plan} onChange={set('plan')} error={errors.plan?.[0]}>
              {PLANS.map((plan) => (
                <option key={plan} value={plan}>
                  {PLAN_LABELS[plan]}
                </option>
              ))}
            </SelectField>
            <InputField
              label="Kredit bulanan"
              type="number"
              inputMode="numeric"
              min={15}
              value={draft.plan === 'custom' ? draft.monthly_credits : String(PLAN_CREDITS[draft.plan])}
              disabled={draft.plan !== 'custom'}
              hint={draft.plan === 'custom' ? 'Kredit yang tersedia tiap bulan.' : 'Mengikuti paket yang dipilih.'}
              onChange={set('monthly_credits')}
              error={errors.monthly_credits?.[0]}
            />
            <InputField
              label="Jeda tenang (menit)"
              type="number"
              inputMode="numeric"
              min={0}
              value={draft.quiet_minutes}
              onChange={set('quiet_minutes')}
              hint="Deploy dimulai setelah tidak ada perubahan selama ini, jadi serangkaian suntingan menjadi satu deploy."
              error={errors.quiet_seconds?.[0]}
            />
            <InputField
              label="Batas deploy otomatis per hari"
              type="number"
              inputMode="numeric"
              min={1}
              value={draft.max_deploys_per_day}
              onChange={set('max_deploys_per_day')}
              error={errors.max_deploys_per_day?.[0]}
            />
            <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 lg:col-span-2" aria-live="polite">
              <p className="font-medium text-slate-900" data-testid="publish-policy-cost">
                {Number.isInteger(maxPerDay) && maxPerDay > 0 ? deployCostWords(maxPerDay) : 'Isi batas deploy harian.'}
              </p>
              {Number.isFinite(credits) && credits > 0 && (
                <p className="mt-1">
                  Paket ini memberi {number.format(credits)} kredit sebulan: cukup untuk paling banyak{' '}
                  {number.format(Math.floor((credits * 0.9) / CREDITS_PER_DEPLOY))} deploy otomatis, karena sedikitnya
                  10 % disisakan untuk lalu lintas pengunjung. Bila kredit menipis, deploy menunggu bulan berikutnya dan
                  situs tetap tayang.
                </p>
              )}
            </div>
            <div className="flex justify-end lg:col-span-2">
              <Button type="submit" busy={save.isPending}>
                Simpan kebijakan publikasi
              </Button>
            </div>
          </form>
        )
      )}
    </Card>
  );
}
