/** Crawlers get the fully rendered page (onAllReady); people get the shell as soon as it is ready. */
const BOT_PATTERN = /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse|headless/i;

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT_PATTERN.test(userAgent);
}
