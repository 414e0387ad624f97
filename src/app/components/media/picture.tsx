import styled from 'styled-components';
import { PHONE_MAX_WIDTH, variantSrc, variantSrcSet, type ImageFormat } from '../../../content/generated/image-variants';
import { theme } from '../../styles/theme';
import { useImageEntry } from './image-entries';
import { useRecordImagePreload } from './image-preloads';

export interface PictureProps {
  /** A media key such as 'projects/toothsome/a'. */
  image: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold and the largest element: load eagerly with high priority (the LCP image). */
  priority?: boolean;
  /** Overrides the alt text from content/image-alts.ts; '' marks a decorative image. */
  alt?: string;
  className?: string;
}

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
`;

const SOURCE_FORMATS = ['avif', 'webp'] as const;
const DESKTOP = `(min-width: ${theme.breakpoint.desktop})`;
const BELOW_DESKTOP = `(max-width: ${parseFloat(theme.breakpoint.desktop) - 0.02}px)`;

/**
 * AVIF, WebP and JPEG at several widths with explicit dimensions, so the browser picks the
 * smallest file it can decode and reserves the space before it arrives (no layout shift).
 * Retina widths (2240 and 2880 px, full-bleed images only) are offered from the desktop
 * breakpoint; below it the choice stops at 1600 px, as a phone's hero never needs more.
 */
export function Picture({ image, sizes, priority = false, alt, className }: PictureProps) {
  const info = useImageEntry(image, alt);
  const srcSet = (format: ImageFormat, maxWidth?: number) => variantSrcSet(image, info, format, maxWidth);
  const recordPreload = useRecordImagePreload();
  const retina = info.widths.some((width) => width > PHONE_MAX_WIDTH);
  const sources = (media?: string) =>
    SOURCE_FORMATS.map((format) => (
      <source key={`${format}${media}`} type={`image/${format}`} media={media} srcSet={srcSet(format, media ? Infinity : PHONE_MAX_WIDTH)} sizes={sizes} />
    ));
  // AVIF is what every current browser picks from the <picture>, so that is the file to preload.
  if (priority) {
    recordPreload({ type: 'image/avif', srcSet: srcSet('avif', PHONE_MAX_WIDTH), sizes, media: retina ? BELOW_DESKTOP : undefined });
    if (retina) recordPreload({ type: 'image/avif', srcSet: srcSet('avif'), sizes, media: DESKTOP });
  }
  return (
    <picture className={className}>
      {retina ? sources(DESKTOP) : null}
      {sources()}
      <Img
        src={variantSrc(image, info, PHONE_MAX_WIDTH)}
        srcSet={srcSet('jpg', PHONE_MAX_WIDTH)}
        sizes={sizes}
        width={info.width}
        height={info.height}
        alt={info.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={{ backgroundColor: info.color }}
      />
    </picture>
  );
}
