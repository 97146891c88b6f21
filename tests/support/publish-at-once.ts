import type { PublishPolicySettings } from '#shared/publishing/policy.ts';

/**
 * Publishing policy settings for a test's own local rebuilder: every change is rebuilt at once (no
 * quiet period, no daily cap, no budget), as the browser tests that follow a save to the static pages
 * need. The policy's own rules are tested in tests/api/publish-policy.test.ts.
 */
export const PUBLISH_AT_ONCE: Partial<PublishPolicySettings> = {
  plan: 'custom',
  monthly_credits: 10_000_000,
  quiet_seconds: 0,
  max_deploys_per_day: 1_000,
};
