import styled from 'styled-components';
import { altFor } from '../../../content/image-alts';
import { imageInfo, imageSrc, imageSrcSet } from '../../../content/generated/media';
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

/**
 * AVIF, WebP and JPEG at several widths with explicit dimensions, so the browser picks the
 * smallest file it can decode and reserves the space before it arrives (no layout shift).
 */
export function Picture({ image, sizes, priority = false, alt, className }: PictureProps) {
  const info = imageInfo(image);
  const recordPreload = useRecordImagePreload();
  // AVIF is what every current browser picks from the <picture>, so that is the file to preload.
  if (priority) recordPreload({ type: 'image/avif', srcSet: imageSrcSet(image, 'avif'), sizes });
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
      <Img
        src={imageSrc(image)}
        srcSet={imageSrcSet(image, 'jpg')}
        sizes={sizes}
        width={info.width}
        height={info.height}
        alt={alt ?? altFor(image)}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={{ backgroundColor: info.color }}
      />
    </picture>
  );
}
