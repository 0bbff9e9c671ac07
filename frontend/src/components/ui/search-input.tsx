import styled from 'styled-components';
import { SearchIcon } from './icons';

interface SearchInputProps {
  id: string;
  /** Accessible name of the search box. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search box filtering a list as the user types. */
export function SearchInput({ id, label, placeholder, value, onChange }: SearchInputProps) {
  return (
    <StyledWrap role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon />
      <StyledInput id={id} type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </StyledWrap>
  );
}

const StyledWrap = styled.div`
  position: relative;
  flex: 1 1 16rem;
  max-width: 28rem;
  svg {
    position: absolute;
    left: ${({ theme }) => theme.space.sm};
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledInput = styled.input`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs} 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
`;
