import { DEFAULT_SETTINGS, type Settings, type SettingsInput } from '#shared/settings/schema.ts';
import type { Deps } from '../../deps.ts';
import { diffChanges, journaledUpdate, withoutCarried } from '../activity/index.ts';

/** The settings record; the original site's API always saves it as record 1, and clients still send that id. */
export const SETTINGS_KEY = 'settings/1';

export async function readSettings({ db }: Deps, consistency: 'strong' | 'eventual' = 'strong'): Promise<Settings> {
  const stored = await db.get<Partial<Settings>>(SETTINGS_KEY, consistency);
  return { ...DEFAULT_SETTINGS, ...withoutCarried(stored) };
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
