import styled from 'styled-components';
import { CellNote } from '../ui/table';
import { obligationLabels as o } from '../../content/compliance';
import { formatMoney } from '../../lib/format';

interface ObligationFigures {
  prn: string | null;
  amount: number | null;
}

/**
 * The tax calendar's table cells, for the client's screen and the staff console alike: the PRN and
 * the amount, each when set, and the proof documents as download links (each side passes the
 * download route it may use).
 */
export function ObligationReference({ obligation }: { obligation: ObligationFigures }) {
  if (!obligation.prn && obligation.amount === null) return <>—</>;
  return (
    <>
      {obligation.prn && (
        <StyledCode>
          {o.prn} {obligation.prn}
        </StyledCode>
      )}
      {obligation.amount !== null && <CellNote>{formatMoney(obligation.amount, { decimals: 2 })}</CellNote>}
    </>
  );
}

export function ObligationProofs({
  proofs,
  href,
}: {
  proofs: ReadonlyArray<{ id: number; fileName: string }>;
  href: (documentId: number) => string;
}) {
  if (proofs.length === 0) return <CellNote>{o.noProof}</CellNote>;
  return (
    <StyledProofs>
      {proofs.map((doc) => (
        <li key={doc.id}>
          <a href={href(doc.id)} download={doc.fileName} aria-label={o.download(doc.fileName)}>
            {doc.fileName}
          </a>
        </li>
      ))}
    </StyledProofs>
  );
}

const StyledCode = styled.span`
  display: block;
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`;

const StyledProofs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    overflow-wrap: anywhere;
  }
`;
