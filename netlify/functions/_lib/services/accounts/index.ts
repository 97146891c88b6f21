export { authenticate, optionalUser, requireRole, session, signToken } from './auth.ts';
export { deviceCookie, knownDevice } from './device-token.ts';
export { loginChallenge, LoginRequestSchema, signIn } from './login.ts';
export { hashPassword } from './password.ts';
export {
  confirmEnrolment,
  disableTwoFactor,
  isEnabled,
  readTwoFactor,
  recoveryCodesLeft,
  renewRecoveryCodes,
  resetTwoFactorBySuperAdmin,
  setTwoFactorRequired,
  startEnrolment,
  twoFactorRequired,
} from './two-factor.ts';
export { changeOwnPassword } from './own-password.ts';
export { listUsers, publicUser, USERS_KEY, type UsersDocument } from './user-records.ts';
export { revokeTokens } from './user-sessions.ts';
export { createUser, deleteUser, updateUser } from './users.ts';
