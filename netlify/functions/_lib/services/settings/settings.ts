import { PPN_MODE_BEFORE_CHOICE } from '#shared/quote/quotation/ppn.ts';
import { DEFAULT_SETTINGS, type Settings, type SettingsInput } from '#shared/settings/schema.ts';
import type { Deps } from '../../deps.ts';
import { diffChanges, journaledUpdate, withoutCarried } from '../activity/index.ts';

/** The settings record; the original site's API always saves it as record 1, and clients still send that id. */
export const SETTINGS_KEY = 'settings/1';

/**
 * Settings as stored, with defaults for what they lack. A stored document without `ppn_mode` is an
 * install from before the choice: it keeps writing PPN as it did ('flat'), so its quotations do not
 * change; only an empty store (a new install) starts with the default, 'dpp_nilai_lain'.
 */
function withDefaults(stored: Partial<Settings> | null | undefined): Settings {
  if (!stored) return DEFAULT_SETTINGS;
  return { ...DEFAULT_SETTINGS, ppn_mode: PPN_MODE_BEFORE_CHOICE, ...stored };
}

export async function readSettings({ db }: Deps, consistency: 'strong' | 'eventual' = 'strong'): Promise<Settings> {
  const stored = await db.get<Partial<Settings>>(SETTINGS_KEY, consistency);
  return withDefaults(withoutCarried(stored));
}

export async function saveSettings(deps: Deps, input: SettingsInput): Promise<Settings> {
  return {
    ...DEFAULT_SETTINGS,
    ...(await journaledUpdate<Settings>(
      deps,
      SETTINGS_KEY,
      (current) => ({
        ...withDefaults(current),
        ...withoutUndefined(input),
      }),
      (before, after) => {
        const changes = diffChanges(withDefaults(before), after);
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
