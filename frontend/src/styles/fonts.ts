import { css } from 'styled-components';
// The Latin subset of Inter's variable font (every weight in one 48 KB file), served by the app
// itself: no third-party font host, nothing for the CSP to allow beyond 'self'.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** The one typeface's file, preloaded by every page (entry-server.tsx, scripts/prerender.mjs). */
export const INTER_LATIN_URL = interLatinUrl;

/** The preload tag for the head: the text can render in Inter on the first paint. */
export function fontPreloadTag(): string {
  return `<link rel="preload" href="${INTER_LATIN_URL}" as="font" type="font/woff2" crossorigin>`;
}

/**
 * @font-face as @fontsource-variable/inter declares it (its wght.css), in the global style rather
 * than a render-blocking stylesheet. font-display: swap shows the fallback until the font arrives.
 * The fallback is a local Arial (or its metric twin Liberation Sans) scaled to Inter's width and
 * given Inter's ascent and descent (unitsPerEm 2048, ascender 1984, descender -494, divided by the
 * size adjustment; the ascent a shade over 90.49% so a 16 px line rounds to Inter's 20 px), so lines keep their height and length when the font swaps in: a slow phone
 * that paints before the font arrives sees no layout shift (CLS).
 */
export const fontFaces = css`
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica');
    size-adjust: 107.06%;
    ascent-override: 91%;
    descent-override: 22.53%;
    line-gap-override: 0%;
  }

  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src:
      url(${INTER_LATIN_URL}) format('woff2-variations'),
      url(${INTER_LATIN_URL}) format('woff2');
    unicode-range:
      U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191,
      U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
`;
