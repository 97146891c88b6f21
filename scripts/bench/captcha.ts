import { createCaptchaChallenge, solveCaptchaForTests } from '#server/captcha.ts';

/**
 * `npm run bench:captcha`: how long the library's own solver takes for a challenge at the
 * configured ALTCHA_COST (default 5,000), median and worst of 10. Phones run the same PBKDF2 in
 * WebCrypto a few times slower per core; the target is well under 2 s on a phone.
 */
process.env.JWT_SECRET ??= 'bench-secret-that-is-long-enough-for-hs256-000000';
const times: number[] = [];
for (let run = 0; run < 10; run++) {
  const challenge = await createCaptchaChallenge();
  const started = performance.now();
  await solveCaptchaForTests(challenge);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = ((times[4] ?? 0) + (times[5] ?? 0)) / 2;
console.table({
  ALTCHA_COST: process.env.ALTCHA_COST ?? '5000 (default)',
  'median solve (ms)': Math.round(median),
  'worst solve (ms)': Math.round(times[9] ?? 0),
});
