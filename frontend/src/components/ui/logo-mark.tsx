/**
 * The firm's one mark: a ledger with a tick. The public site, /auth, the client dashboard, the
 * staff console and the favicon (public/favicon.svg) all show this drawing, beside the firm's name
 * as the wordmark. `onDark` swaps the tile's colour for a dark header or footer.
 */
export function LogoMark({ size = 32, onDark = false }: { size?: number; onDark?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <rect width="32" height="32" rx="8" fill={onDark ? '#ffffff' : '#0f3d3e'} />
      <path d="M9 10h14M9 16h8M9 22h6" stroke={onDark ? '#0f3d3e' : '#ffffff'} strokeWidth="2.4" strokeLinecap="round" />
      <path d="M19 21.5l2.5 2.5 4.5-5" stroke="#f59e0b" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
