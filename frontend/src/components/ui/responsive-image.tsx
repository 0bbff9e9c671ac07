import { imageUrl, type ImageSet } from '../../content/images';

interface ResponsiveImageProps {
  image: ImageSet;
  /** Empty for a decorative image. */
  alt: string;
  /** The CSS width the image takes, for the browser to pick a file (e.g. "96px" or "(min-width: 768px) 320px, 0px"). */
  sizes: string;
  /** Lazy below the fold (the default); eager only for an image on the first screen. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * One image as AVIF, then WebP, each at several widths (`w` descriptors), with its intrinsic size
 * so the page reserves its box before it loads (no layout shift). docs/public-site.md, "Images".
 */
export function ResponsiveImage({ image, alt, sizes, loading = 'lazy', className }: ResponsiveImageProps) {
  const srcSet = (format: 'avif' | 'webp') => image.widths.map((w) => `${imageUrl(image, w, format)} ${w}w`).join(', ');
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={imageUrl(image, image.widths[image.widths.length - 1], 'webp')}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
