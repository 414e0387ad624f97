import { useEffect, useState } from 'react';

const FORMATS = {
  short: { dateStyle: 'medium', timeStyle: 'short' },
  long: { dateStyle: 'full', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Identical on the server and in the first client render, so hydration matches. */
function utcText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * A timestamp in the viewer's own locale and time zone. The server cannot know either, so it renders a
 * stable UTC form and the browser replaces it after hydration.
 */
export function LocalTime({ iso, format = 'short' }: { iso: string; format?: keyof typeof FORMATS }) {
  const [text, setText] = useState(() => utcText(iso));
  useEffect(() => {
    setText(new Date(iso).toLocaleString(undefined, FORMATS[format]));
  }, [iso, format]);
  return <time dateTime={iso}>{text}</time>;
}
