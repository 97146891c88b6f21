/*
 * Robots' User-Agents: crawlers, link previews, monitors, Lighthouse, headless and scripted browsers.
 * Their timings are not visitors', so neither the public pages' reporter nor POST /api/vitals keeps
 * them (decision 028). A module of its own: every public page carries it before any interaction.
 */

const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|facebookexternalhit|whatsapp|telegram|preview|python|curl|wget|go-http|java\/|node-fetch|axios|phantom|puppeteer|playwright|selenium/i;

export function isBotUserAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_AGENT.test(userAgent);
}
