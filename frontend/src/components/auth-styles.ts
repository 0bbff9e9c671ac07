import styled from 'styled-components';

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledFormHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0;
`;

export const StyledFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
  }
`;

export const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0;
`;
