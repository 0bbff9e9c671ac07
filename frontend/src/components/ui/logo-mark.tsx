import { LOGO_MARK as M } from '@table-bay/shared';

/**
 * The firm's one mark: a ledger with a tick. The public site, /auth, the client dashboard, the
 * staff console, the favicon (public/favicon.svg) and the letterhead of the firm's PDFs all show
 * this drawing (its one home is LOGO_MARK in packages/shared), beside the firm's name as the
 * wordmark. `onDark` swaps the tile's colour for a dark header or footer.
 */
export function LogoMark({ size = 32, onDark = false }: { size?: number; onDark?: boolean }) {
  return (
    <svg width={size} height={size} viewBox={`0 0 ${M.size} ${M.size}`} aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <rect width={M.size} height={M.size} rx={M.tileRadius} fill={onDark ? M.tileColourOnDark : M.tileColour} />
      <path d={M.ledgerPath} stroke={onDark ? M.tileColour : M.ledgerColour} strokeWidth={M.strokeWidth} strokeLinecap="round" />
      <path d={M.tickPath} stroke={M.tickColour} strokeWidth={M.strokeWidth} fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
