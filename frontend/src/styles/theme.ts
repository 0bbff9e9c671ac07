/** Design tokens: every colour, size and shadow a styled component uses comes from here. */
export const theme = {
  colors: {
    brand: '#0f3d3e',
    brandDark: '#0a2a2b',
    brandLight: '#e6f0ef',
    accent: '#b45309',
    accentSoft: '#fdf3e1',
    text: '#1c2526',
    textMuted: '#4b5a5b',
    background: '#ffffff',
    surface: '#f6f8f8',
    border: '#d5dede',
    success: '#166534',
    successSoft: '#dcfce7',
    warning: '#92400e',
    warningSoft: '#fef3c7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    info: '#1e40af',
    infoSoft: '#dbeafe',
    focus: '#2563eb',
    white: '#ffffff',
  },
  fonts: {
    body: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.5rem' },
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', section: '4.5rem' },
  radii: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 61, 62, 0.08)',
    md: '0 4px 14px rgba(15, 61, 62, 0.12)',
    lg: '0 12px 32px rgba(15, 61, 62, 0.18)',
  },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1180px', headerHeight: '64px' },
  zIndex: { header: 50, floating: 60, overlay: 100, toast: 200 },
} as const;

export type Theme = typeof theme;

/** Media query helper: `${media.md} { ... }` applies from the md breakpoint up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  xl: `@media (min-width: ${theme.breakpoints.xl})`,
  /** Phones and touch screens: where every control is at least 44 px (touchTarget). */
  touch: `@media (max-width: 767.98px), (pointer: coarse)`,
} as const;

/** The smallest control a thumb is asked to press (WCAG 2.5.5's 44 CSS px). */
export const touchTarget = '2.75rem';
