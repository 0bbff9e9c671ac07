import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Props a form control needs so its label, hint and error are read with it. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error. The error sits in a live region and is tied to the
 * control with aria-describedby, so it is announced when it appears and when the control is focused.
 */
export function FormField({ id, label, error, hint, optional, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {optional ? <StyledOptional> (optional)</StyledOptional> : null}
      </StyledLabel>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      <StyledError id={errorId} aria-live="polite">
        {error}
      </StyledError>
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const StyledLabel = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledOptional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  &:empty {
    display: none;
  }
`;

const controlStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.md};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const Select = styled.select`
  ${controlStyles}
`;

/** A select's options in labelled groups (one <optgroup> a group). */
export function OptionGroups({ groups }: { groups: { label: string; options: { value: string; label: string }[] }[] }) {
  return groups.map((group) => (
    <optgroup key={group.label} label={group.label}>
      {group.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </optgroup>
  ));
}

export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

/** Form fields in one column on a phone, two from the md breakpoint. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A field that spans both columns of a FieldGrid. */
export const FullWidth = styled.div`
  grid-column: 1 / -1;
`;
