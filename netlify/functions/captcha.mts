import type { Config } from '@netlify/functions';
import { captchaProvider, createCaptchaChallenge } from './_lib/captcha.ts';
import { handler, json } from './_lib/http.ts';
import { HttpError } from './_lib/errors.ts';

/** A fresh ALTCHA proof-of-work challenge for the contact form's widget. */
export default handler({
  GET: async () => {
    if (captchaProvider() !== 'altcha') throw new HttpError(404, 'Captcha ALTCHA tidak aktif');
    return json(await createCaptchaChallenge());
  },
});

export const config: Config = { path: '/api/captcha' };
