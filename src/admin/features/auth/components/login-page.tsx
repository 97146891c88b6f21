import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from '#admin/lib/navigation.tsx';
import { Button } from '#admin/components/ui/button.tsx';
import { Card } from '#admin/components/ui/card.tsx';
import { Field, Input } from '#admin/components/ui/field.tsx';
import { AlertIcon } from '#admin/components/ui/icons.tsx';
import { PasswordInput } from '#admin/components/ui/password-input.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from '#admin/lib/api-client.ts';
import {
  forgetSessionExpiredNotice,
  lastEmail,
  saveSession,
  sessionExpiredNotice,
  useSession,
} from '#admin/lib/session.ts';
import { toastError, toastSuccess } from '#admin/lib/toast.ts';
import { paths, safeNext } from '#admin/paths.ts';
import { login } from '../api.ts';
import { checkLogin, type LoginFields, type LoginProblems } from '../login-fields.ts';
import { LoginChallenge } from './login-challenge.tsx';

const PRODUCT_NAME = 'RawLab';
const LOGIN_FAILED = 'Email atau password salah';
const CHALLENGE_PENDING = 'Tunggu hingga verifikasi keamanan selesai, lalu coba lagi.';
const OTP_MISSING = 'Kode verifikasi wajib diisi';
/** At this many unused recovery codes or fewer, signing in with one leads to the security screen. */
const RENEW_CODES_AT = 2;

export function LoginPage() {
  const { token } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const [notice] = useState(() => (sessionExpiredNotice() ? SESSION_EXPIRED_MESSAGE : null));
  useEffect(() => {
    if (notice) forgetSessionExpiredNotice();
  }, [notice]);
  const [failure, setFailure] = useState<string | null>(null);
  // Set once the server asks for a proof of work; each attempt uses up one solved challenge.
  const [challenge, setChallenge] = useState<{ round: number; payload: string } | null>(null);

  // After a logout or an expired session the form starts with the email last signed in with.
  const [values, setValues] = useState<LoginFields>(() => ({ email: lastEmail(), password: '' }));
  // Shown after a submit, and from then on kept up to date as the user types.
  const [errors, setErrors] = useState<LoginProblems | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // Asked for once the server answers that the account signs in with a second factor (errors.otp).
  const [otpAsked, setOtpAsked] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const otpInput = useRef<HTMLInputElement>(null);
  // The code field takes the focus once it is on the page (a frame after the answer can still be
  // before React has drawn it on a busy machine).
  useEffect(() => {
    if (otpAsked) otpInput.current?.focus();
  }, [otpAsked]);
  // The page opens ready to type: the email, or the password when the email is already known.
  useEffect(() => {
    (emailInput.current?.value ? passwordInput : emailInput).current?.focus();
  }, []);

  const edit = (field: keyof LoginFields) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors) {
      const checked = checkLogin(next);
      setErrors(checked.ok ? {} : checked.problems);
    }
  };

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      saveSession(result.access_token, result.user);
      const codesLeft = result.two_factor?.recovery_codes_left;
      toastSuccess(
        'Login berhasil',
        codesLeft === undefined
          ? `Selamat datang, ${result.user.name}!`
          : `Anda masuk dengan kode pemulihan. Sisa kode pemulihan: ${codesLeft}.`,
      );
      // 2FA is required for every admin and this one has none yet: enrol before anything else. With
      // two recovery codes or fewer left, the security screen offers new ones before they run out.
      const mustEnrol = result.two_factor?.required && !result.two_factor.enabled;
      const renewCodes = codesLeft !== undefined && codesLeft <= RENEW_CODES_AT;
      void navigate(mustEnrol || renewCodes ? paths.security : next, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.isNetwork) {
        toastError('Error', NETWORK_ERROR_MESSAGE);
        setFailure(NETWORK_ERROR_MESSAGE);
        return;
      }
      // The server asks for (or refused) the proof of work: show a fresh challenge for the next attempt.
      const wantsChallenge = error instanceof ApiError && Boolean(error.errors?.captcha);
      if (wantsChallenge || challenge) {
        setChallenge((current) => ({ round: (current?.round ?? 0) + 1, payload: '' }));
      }
      // The password was right and the account has 2FA: ask for the code, keeping email and password.
      const otpMessage = error instanceof ApiError ? error.errors?.otp?.[0] : undefined;
      if (otpMessage) {
        // Shown under the code field (the first time, the field itself is the message).
        setFailure(null);
        setOtpError(otpAsked ? otpMessage : undefined);
        setOtpAsked(true);
        setOtp('');
        // After the field has rendered.
        requestAnimationFrame(() => otpInput.current?.focus());
        return;
      }
      // 401 is always the generic text; 429 (throttled), 400 (bad proof) and 403 (inactive) carry the server's reason.
      const message = error instanceof ApiError && error.status !== 401 && error.message ? error.message : LOGIN_FAILED;
      toastError('Login gagal', message);
      setFailure(message);
      // Once the code is asked for, the password was right: a refusal that is not about the password (the
      // proof of work asked for after wrong codes) keeps it, and the code field takes the focus.
      if (otpAsked && !(error instanceof ApiError && error.status === 401)) {
        otpInput.current?.focus();
        return;
      }
      setValues((current) => ({ ...current, password: '' }));
      passwordInput.current?.focus();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkLogin(values);
    if (!checked.ok) {
      setErrors(checked.problems);
      (checked.problems.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setErrors({});
    if (otpAsked && !otp.trim()) {
      setOtpError(OTP_MISSING);
      otpInput.current?.focus();
      return;
    }
    setOtpError(undefined);
    if (challenge && !challenge.payload) {
      setFailure(CHALLENGE_PENDING);
      return;
    }
    setFailure(null);
    mutation.mutate({
      ...checked.values,
      ...(challenge ? { captcha: challenge.payload } : {}),
      ...(otpAsked ? { otp: otp.trim() } : {}),
    });
  };

  // Already signed in on arrival. Not while a sign-in of this page is settling: its own navigation (to
  // `next`, or to Keamanan) is the one to follow, and the token is saved before the mutation reads as done.
  if (token && mutation.isIdle) return <Navigate to={next} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-50 via-white to-teal-50/60 px-4 py-10">
      <div className="w-full max-w-sm">
        <a href="/" className="mx-auto mb-6 block w-fit">
          <img src="/logo.svg" alt="RawLab" width={140} height={39} />
          <span className="sr-only"> – ke beranda publik</span>
        </a>
        <Card className="p-6 sm:p-8">
          <h1 className="text-xl font-bold text-slate-900">{PRODUCT_NAME} Admin</h1>
          <p className="mt-1 text-sm text-slate-500">Masuk ke panel administrasi</p>

          {(failure ?? notice) && (
            <div
              role="alert"
              className="mt-5 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{failure ?? notice}</span>
            </div>
          )}

          <form className="mt-6 space-y-4" noValidate onSubmit={submit}>
            <Field label="Email" error={errors?.email} required>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  required
                  placeholder="admin@perusahaan.co.id"
                  ref={emailInput}
                  name="email"
                  value={values.email}
                  onChange={edit('email')}
                />
              )}
            </Field>
            <Field label="Password" error={errors?.password} required>
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  required
                  ref={passwordInput}
                  name="password"
                  value={values.password}
                  onChange={edit('password')}
                />
              )}
            </Field>
            {otpAsked && (
              <Field
                label="Kode verifikasi"
                error={otpError}
                hint="Kode 6 digit dari aplikasi autentikator, atau salah satu kode pemulihan."
                required
              >
                {(control) => (
                  <Input
                    {...control}
                    ref={otpInput}
                    name="otp"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={12}
                    placeholder="123456"
                    className="font-mono tracking-widest"
                    value={otp}
                    onChange={(event) => setOtp(event.target.value)}
                  />
                )}
              </Field>
            )}
            {challenge && (
              <LoginChallenge
                email={values.email.trim()}
                key={challenge.round}
                onChange={(payload) => setChallenge((current) => current && { ...current, payload })}
              />
            )}
            <Button type="submit" className="w-full" busy={mutation.isPending}>
              {mutation.isPending ? 'Masuk...' : 'Masuk'}
            </Button>
          </form>
        </Card>
        <p className="mt-6 text-center text-xs text-slate-500">
          © {new Date().getFullYear()} RawLab · Professional Laboratory Equipment
        </p>
      </div>
    </main>
  );
}
