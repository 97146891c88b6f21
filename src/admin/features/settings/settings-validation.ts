import { zodResolver } from '@hookform/resolvers/zod';
import { SettingsSchema } from '#shared/settings/schema.ts';

/** The settings form's checks: the schema the function parses a save with (loaded apart, see lazy-resolver.ts). */
export const settingsResolver = zodResolver(SettingsSchema);
