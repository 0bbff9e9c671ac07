import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ControlProps } from './form-field';

interface ConsentCheckProps {
  id: string;
  /** The sentence the person agrees to, links included. */
  label: ReactNode;
  error?: string;
  /** Renders the checkbox itself with the ids and states it needs (react-hook-form's register, or a controlled input). */
  children: (control: ControlProps & { 'aria-required': 'true' }) => ReactNode;
}

/**
 * An unticked box the person must tick to agree (terms at sign-up, at checkout, with an enquiry).
 * The label beside the 20 px box is the thumb's 44 px target (docs/mobile-and-overview.md); the
 * error is a live region tied to the box, as in FormField.
 */
export function ConsentCheck({ id, label, error, children }: ConsentCheckProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <StyledRow>
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined, 'aria-required': 'true' })}
        <label htmlFor={id}>{label}</label>
      </StyledRow>
      <StyledError id={errorId} aria-live="polite">
        {error}
      </StyledError>
    </div>
  );
}

/** A link to a policy page that opens beside the form, so nothing typed is lost. */
export function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

const StyledRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.75rem 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 2px;
  }
  label {
    min-height: 2.75rem;
    padding-block: 0.625rem;
    cursor: pointer;
  }
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  &:empty {
    display: none;
  }
`;
