import styled from 'styled-components';

/**
 * Layout pieces the client dashboard and the staff console share: the page root, the skip link,
 * the signed-in user's name block and the main region that takes focus after navigation.
 */
export const StyledRoot = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledSkip = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -4rem;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledLogoText = styled.span`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: inline;
  }
`;

export const StyledUser = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const StyledUserName = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 9rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    max-width: 16rem;
  }
`;

export const StyledMain = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
  &:focus {
    outline: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space.xl};
  }
`;
