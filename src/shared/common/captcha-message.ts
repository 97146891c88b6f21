/** What a form says when the visitor has not solved the captcha yet. */
export const CAPTCHA_REQUIRED_MESSAGE = '⚠️ Silakan verifikasi captcha terlebih dahulu.';
