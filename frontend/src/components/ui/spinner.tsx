import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  /** Fill the available height and centre the spinner. */
  fullPage?: boolean;
}

/** A loading indicator announced as a status message. */
export function Spinner({ label = 'Loading…', fullPage = false }: SpinnerProps) {
  return (
    <StyledWrap role="status" $fullPage={fullPage}>
      <StyledCircle aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </StyledWrap>
  );
}

const StyledWrap = styled.div<{ $fullPage: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  min-height: ${({ $fullPage }) => ($fullPage ? '60vh' : 'auto')};
`;

const StyledCircle = styled.span`
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.brandLight};
  border-top-color: ${({ theme }) => theme.colors.brand};
  animation: ${spin} 0.8s linear infinite;
`;
