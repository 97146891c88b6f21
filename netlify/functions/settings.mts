import type { Config } from '@netlify/functions';
import { publicSettings, SettingsSchema } from '#shared/settings/schema.ts';
import { optionalUser, requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { notFound } from './_lib/errors.ts';
import { handler, json, readJsonAs } from './_lib/http.ts';
import { requestRebuild } from './_lib/services/publishing/index.ts';
import { readSettings, saveSettings } from './_lib/services/settings/index.ts';
import { mailConfigured } from './_lib/services/mail/index.ts';

/**
 * GET /api/settings: company and chat details; anyone may read what the site shows, a signed-in
 * admin also gets the notification switches and whether mail is configured (`mail_configured`). PUT /api/settings/1: Manager and above.
 */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    const user = await optionalUser(req, deps);
    const settings = await readSettings(deps, user ? 'strong' : 'eventual');
    return json(user ? { ...settings, mail_configured: mailConfigured() } : publicSettings(settings));
  },
  PUT: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Manager');
    if (context.params?.id !== '1') throw notFound('Pengaturan tidak ditemukan');
    const settings = await saveSettings(deps, await readJsonAs(req, SettingsSchema));
    await requestRebuild(deps, 'settings');
    return json({ message: 'Pengaturan disimpan', data: { ...settings, mail_configured: mailConfigured() } });
  },
});

export const config: Config = { path: ['/api/settings', '/api/settings/:id'] };
