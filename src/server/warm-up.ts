import iconv from 'iconv-lite';

/**
 * Loads, before the server listens, what Node would otherwise load inside the first requests. The
 * body parsers decode every body through iconv-lite, which requires all of its encoding tables on
 * first use: a few dozen milliseconds during which a freshly started server answers nothing, so the
 * first burst of contact posts queued behind it (issue 23's cold-start p99).
 */
export function loadLazyModules(): void {
  iconv.getDecoder('utf-8');
}
