export { portalAccount } from './account.ts';
export { mailSignInLink, type LinkToMail } from './link-mail.ts';
export { createSignInLink, LINK_TTL_MS, useSignInLink } from './links.ts';
export {
  clearedSessionCookie,
  issueSession,
  PORTAL_COOKIE,
  portalSession,
  sessionCookie,
  signOutEverywhere,
} from './sessions.ts';
