/** The embedded store's URI as the server logs it at start ("… (mongodb://127.0.0.1:PORT/)"). */
export function embeddedUriFromLogs(logs: string[]): string {
  const match = /\((mongodb:\/\/127\.0\.0\.1:\d+\/)\)/.exec(logs.join(''));
  if (!match) throw new Error('the server did not log an embedded database URI');
  return match[1]!;
}
