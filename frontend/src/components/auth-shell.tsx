import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FIRM } from '../content/firm';
import { LogoMark } from './ui/logo-mark';

interface AuthShellProps {
  /** The way out: home from /auth, back to /auth from the pages a mail links to. */
  back: { to: string; label: string };
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-out screens' frame: /auth and the pages a mail links to (/auth/forgot, /auth/reset,
 * /auth/verify-email) share one panel with the brand, a way back, the heading and an intro.
 */
export function AuthShell({ back, title, intro, children }: AuthShellProps) {
  return (
    <StyledPage>
      <StyledPanel>
        <StyledBrand aria-hidden="true">
          <LogoMark size={40} />
          <span>{FIRM.name}</span>
        </StyledBrand>
        <StyledBack to={back.to}>← {back.label}</StyledBack>
        <StyledTitle>{title}</StyledTitle>
        {intro ? <StyledIntro>{intro}</StyledIntro> : null}
        {children}
      </StyledPanel>
    </StyledPage>
  );
}

/** The mark and wordmark, as on every other screen (the back link below is the way home). */
const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledPage = styled.main`
  min-height: 100vh;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  }
`;

const StyledPanel = styled.div`
  width: 100%;
  max-width: 40rem;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StyledBack = styled(Link)`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
