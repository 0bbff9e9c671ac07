/**
 * The firm's mark, a ledger with a tick, as drawing instructions on a 32 × 32 grid: the one home of
 * the drawing that the site's LogoMark component (frontend/src/components/ui/logo-mark.tsx), the
 * favicon (frontend/public/favicon.svg, checked against this by a unit test) and the letterhead of
 * the firm's PDFs (backend/src/common/pdf/letterhead.ts) all draw.
 */
export const LOGO_MARK = {
  /** Width and height of the grid the coordinates below are on. */
  size: 32,
  /** Corner radius of the tile. */
  tileRadius: 8,
  tileColour: '#0f3d3e',
  /** The tile's colour on a dark header or footer; the ledger lines then take tileColour. */
  tileColourOnDark: '#ffffff',
  /** The ledger's three lines (SVG path data), stroked in white on the tile. */
  ledgerPath: 'M9 10h14M9 16h8M9 22h6',
  ledgerColour: '#ffffff',
  /** The tick, stroked in amber. */
  tickPath: 'M19 21.5l2.5 2.5 4.5-5',
  tickColour: '#f59e0b',
  strokeWidth: 2.4,
} as const;
