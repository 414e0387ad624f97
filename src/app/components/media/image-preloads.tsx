import { createContext, useContext } from 'react';

export interface ImagePreload {
  type: string;
  srcSet: string;
  sizes: string;
  /** Only for viewports matching this media query (the picture's <source media>). */
  media?: string;
}

/**
 * During a server render, a priority <Picture> (the page's LCP image) records itself here so the
 * document head can preload it before the browser has parsed the body. Null in the browser.
 */
export const ImagePreloadsContext = createContext<ImagePreload[] | null>(null);

export function useRecordImagePreload(): (preload: ImagePreload) => void {
  const preloads = useContext(ImagePreloadsContext);
  return (preload) => {
    if (preloads && !preloads.some((p) => p.srcSet === preload.srcSet && p.media === preload.media)) preloads.push(preload);
  };
}
