import type { Settings } from '#shared/settings/schema.ts';
import type { SettingsInput } from '#shared/settings/schema.ts';
import { QUOTE_VALIDITY_DEFAULT_DAYS } from '#shared/quote/limits.ts';
import { DEFAULT_WHATSAPP_TEMPLATE } from '#shared/whatsapp/message.ts';
import { DEFAULT_BUSINESS_HOURS } from '#shared/settings/routing.ts';
import { DEFAULT_QUOTATION_SETTINGS, PRIVATE_QUOTATION_SETTINGS } from '#shared/settings/quotation.ts';
import type { Deps } from '../../deps.ts';
import { diffChanges, journaledUpdate, withoutCarried } from '../activity/index.ts';

/** The settings record; the original site's API always saves it as record 1, and clients still send that id. */
export const SETTINGS_KEY = 'settings/1';

/**
 * What an empty store answers until Settings are saved. No WhatsApp number: a made-up one would send
 * visitors' orders to a stranger; the site's chat links then open WhatsApp without a recipient, and
 * the admin's Settings say the number is not configured yet.
 */
export const DEFAULT_SETTINGS: Settings = {
  whatsapp_number: '',
  whatsapp_template: DEFAULT_WHATSAPP_TEMPLATE,
  /** Empty: English pages use `whatsapp_template`. */
  whatsapp_template_en: '',
  company_name: 'RawLab',
  company_email: 'info@rawlab.co.id',
  company_phone: '+62 21 0000 0000',
  company_address: 'Jakarta, Indonesia',
  quote_validity_days: QUOTE_VALIDITY_DEFAULT_DAYS,
  enable_notifications: true,
  auto_reply: false,
  category_whatsapp: [],
  sales_numbers: [],
  business_hours: DEFAULT_BUSINESS_HOURS,
  ...DEFAULT_QUOTATION_SETTINGS,
};

export async function readSettings({ db }: Deps, consistency: 'strong' | 'eventual' = 'strong'): Promise<Settings> {
  const stored = await db.get<Partial<Settings>>(SETTINGS_KEY, consistency);
  return { ...DEFAULT_SETTINGS, ...withoutCarried(stored) };
}

/**
 * Public view: what the site shows visitors (no internal switches; the tax number, bank accounts and
 * quotation permissions appear only on a quotation letter and in the admin).
 */
export function publicSettings(
  settings: Settings,
): Omit<Settings, 'enable_notifications' | 'auto_reply' | (typeof PRIVATE_QUOTATION_SETTINGS)[number]> {
  const {
    enable_notifications: _notifications,
    auto_reply: _autoReply,
    npwp: _npwp,
    bank_accounts: _banks,
    staff_can_send_quotations: _staffSend,
    ...visible
  } = settings;
  return visible;
}

export async function saveSettings(deps: Deps, input: SettingsInput): Promise<Settings> {
  return {
    ...DEFAULT_SETTINGS,
    ...(await journaledUpdate<Settings>(
      deps,
      SETTINGS_KEY,
      (current) => ({
        ...DEFAULT_SETTINGS,
        ...current,
        ...withoutUndefined(input),
      }),
      (before, after) => {
        const changes = diffChanges({ ...DEFAULT_SETTINGS, ...before }, after);
        return changes.length
          ? [{ entity: 'settings', entity_id: 1, action: 'update', label: 'Pengaturan', changes }]
          : [];
      },
    )),
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
