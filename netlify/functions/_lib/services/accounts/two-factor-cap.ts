import { formatIdDateTime } from '#shared/common/format.ts';
import type { Deps } from '../../deps.ts';
import { env } from '../../env.ts';
import { mailConfigured, queueMailOnce } from '../mail/index.ts';
import { claimSlot, limitReached, windowRemainingMs } from '../../rate-limit.ts';
import type { UserRecord } from './user-records.ts';

/*
 * A hard daily cap on an account's authenticator codes. Sign-in throttling (decision 008) makes each
 * guess past the free ones cost a proof of work, but never stops guessing; a six-digit code falls to
 * enough paid guesses. So each code of the app an account is asked to check claims one of
 * RAWLAB_OTP_DAILY_LIMIT numbered slots of the day first (the same create-only slots as every limit,
 * rate-limit.ts: written, then counted, so parallel guesses cannot pass the cap), and a right code gives
 * its slot back. Once the slots are taken, app codes are refused until the window ends and only a
 * recovery code (50 bits, out of reach of guessing) signs in; the admin gets one mail that day.
 */

const DAY_MS = 24 * 60 * 60_000;

const dailyCap = (user: Pick<UserRecord, 'id'>) => ({
  scope: 'otp-daily',
  subject: String(user.id),
  limit: env().RAWLAB_OTP_DAILY_LIMIT,
  windowMs: DAY_MS,
});

/** A claimed guess: `release` when the code was right, `counted` when it was not. */
export interface CodeGuess {
  release: () => Promise<void>;
  counted: () => Promise<void>;
}

/** Claims a slot of the account's daily cap before a code of the app is checked, or null when the cap is reached. */
export async function claimCodeGuess(deps: Deps, user: UserRecord): Promise<CodeGuess | null> {
  const slot = await claimSlot(deps, dailyCap(user));
  if (!slot) {
    await mailCapReached(deps, user);
    return null;
  }
  return {
    release: slot.release,
    // The wrong code that took the last slot tells the admin at once, not at the next attempt.
    counted: async () => {
      if (await limitReached(deps, dailyCap(user))) await mailCapReached(deps, user);
    },
  };
}

/**
 * Tells the admin, once a window, that their app codes are closed for the day (a queued mail with a
 * create-only name of the account and the window, so parallel refusals queue one). Without SMTP
 * configured nothing is queued, as for every mail (decision 012). Never fails the sign-in.
 */
async function mailCapReached(deps: Deps, user: UserRecord): Promise<void> {
  if (!mailConfigured()) return;
  const now = deps.now();
  const until = new Date(now.getTime() + windowRemainingMs(now, DAY_MS));
  const windowStart = until.getTime() - DAY_MS;
  const limit = env().RAWLAB_OTP_DAILY_LIMIT;
  try {
    // Named by the window and due from its start, so every refusal of the day names the same mail.
    await queueMailOnce(deps, `otp-cap-${user.id}`, 'otp-cap', new Date(windowStart), {
      to: user.email,
      subject: 'RawLab Admin: kode verifikasi akun Anda dikunci sampai besok',
      text: [
        `Halo ${user.name},`,
        '',
        `Hari ini ${limit} kode verifikasi yang salah dikirim untuk masuk ke akun admin RawLab Anda (${user.email}).`,
        `Sampai ${formatIdDateTime(until.toISOString())} WIB, kode dari aplikasi autentikator tidak diterima;`,
        'masuk hanya bisa dengan salah satu kode pemulihan Anda.',
        '',
        'Jika bukan Anda yang mencoba, seseorang mungkin mengetahui password Anda: segera ganti password',
        "di halaman 'Akun Saya' dan beri tahu Super Admin.",
      ].join('\n'),
    });
  } catch (error) {
    console.error('Could not queue the second-factor cap mail:', error);
  }
}
