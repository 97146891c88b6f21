import { z } from '../common/zod.ts';
import { PLAN_CREDITS, PLANS, type PublishPolicySettings } from './policy.ts';

/*
 * The publishing policy's input, apart from its figures and words (policy.ts) so the
 * dashboard's cards read those without loading zod before the screen shows.
 */

const whole = (field: string) =>
  z.number({ error: `${field} harus berupa angka` }).int(`${field} harus bilangan bulat`);

/**
 * PUT /api/admin/publish/policy. A plan sets its own credits (a `monthly_credits` sent with it is
 * ignored); `custom` needs one.
 */
export const PublishPolicySchema = z
  .object({
    plan: z.enum(PLANS, { error: 'Paket harus free, personal, pro atau custom' }),
    monthly_credits: whole('Kredit bulanan')
      .min(15, 'Kredit bulanan minimal 15 (satu deploy)')
      .max(10_000_000, 'Kredit bulanan maksimal 10.000.000')
      .optional(),
    quiet_seconds: whole('Jeda tenang')
      .min(0, 'Jeda tenang tidak boleh negatif')
      .max(86_400, 'Jeda tenang maksimal 24 jam (86.400 detik)'),
    max_deploys_per_day: whole('Batas deploy harian')
      .min(1, 'Batas deploy harian minimal 1')
      .max(1_000, 'Batas deploy harian maksimal 1.000'),
  })
  .refine((input) => input.plan !== 'custom' || input.monthly_credits !== undefined, {
    message: 'Isi kredit bulanan untuk paket custom',
    path: ['monthly_credits'],
  })
  .transform((input): PublishPolicySettings => ({
    plan: input.plan,
    monthly_credits: input.plan === 'custom' ? input.monthly_credits! : PLAN_CREDITS[input.plan],
    quiet_seconds: input.quiet_seconds,
    max_deploys_per_day: input.max_deploys_per_day,
  }));
export type PublishPolicyInput = z.input<typeof PublishPolicySchema>;
