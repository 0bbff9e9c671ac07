import { createGlobalStyle } from 'styled-components';
import { fontFaces } from './fonts';

export const GlobalStyle = createGlobalStyle`
  ${fontFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.25; margin: 0 0 ${({ theme }) => theme.space.sm}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  a { color: ${({ theme }) => theme.colors.brand}; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* Every file input looks like the product's outline button, wherever it is written (the upload
     zone has its own picker; these are the plain ones: reconciliation, proof of payment, publishing). */
  input[type='file'] { max-width: 100%; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  input[type='file']::file-selector-button {
    margin-right: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.brand};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  input[type='file']:hover::file-selector-button { background: ${({ theme }) => theme.colors.surface}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /* Phones: every control a thumb presses is at least 44 px tall. Inline links in running text
     are unaffected (min-height does not apply to inline boxes), as WCAG 2.5.8 allows. */
  @media (max-width: 767.98px), (pointer: coarse) {
    a, button, select, summary, [role='tab'], input:not([type='checkbox']):not([type='radio']) { min-height: 44px; }
  }
  /* Long file names and e-mail addresses break rather than push a phone's page sideways. A table
     cell only breaks a word that overflows it: "anywhere" would let the table squeeze its columns
     into mid-word breaks ("Stateme nt") instead of scrolling in its own region. */
  dd, li { overflow-wrap: anywhere; }
  td { overflow-wrap: break-word; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
