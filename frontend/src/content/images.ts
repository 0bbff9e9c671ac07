/**
 * The public site's raster images: drawn as SVG and written as AVIF and WebP at these widths by
 * frontend/scripts/illustrations.mjs into public/images (`<name>-<width>.avif|webp`); the files are
 * committed. `width`/`height` give the aspect ratio the page reserves before the image loads.
 * images.test.ts checks that every file named here exists.
 */
export interface ImageSet {
  name: string;
  /** Widths written, smallest first (the srcset's `w` descriptors). */
  widths: readonly number[];
  width: number;
  height: number;
}

export const HERO_IMAGE: ImageSet = { name: 'hero', widths: [320, 480, 640], width: 640, height: 480 };

const PORTRAIT_WIDTHS = [96, 192, 288] as const;

export function portraitImage(name: string): ImageSet {
  return { name, widths: PORTRAIT_WIDTHS, width: 288, height: 288 };
}

export function imageUrl(image: ImageSet, width: number, format: 'avif' | 'webp'): string {
  return `/images/${image.name}-${width}.${format}`;
}
