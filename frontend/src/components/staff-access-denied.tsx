import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ButtonLink } from './ui/button';
import { ShieldCheckIcon } from './ui/icons';
import { staffAccessContent as t } from '../content/staff';

/** What a signed-in client sees at any /staff address. */
export function StaffAccessDenied() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${t.title} | Staff Console`;
    headingRef.current?.focus();
  }, []);
  return (
    <StyledPage>
      <StyledPanel>
        <StyledIcon aria-hidden="true">
          <ShieldCheckIcon />
        </StyledIcon>
        <h1 ref={headingRef} tabIndex={-1}>
          {t.title}
        </h1>
        <p>{t.text}</p>
        <StyledActions>
          <ButtonLink to="/dashboard">{t.dashboard}</ButtonLink>
          <ButtonLink to="/" $variant="outline">
            {t.home}
          </ButtonLink>
        </StyledActions>
      </StyledPanel>
    </StyledPage>
  );
}

/** Inside the console: a page only admins may use, or an unknown staff address. */
export function StaffNotice({ title, text }: { title: string; text: string }) {
  return (
    <StyledNotice role="status">
      <h1>{title}</h1>
      <p>{text}</p>
      <ButtonLink to="/staff" $variant="outline">
        {t.overview}
      </ButtonLink>
    </StyledNotice>
  );
}

/** An address under /staff that is no staff page. */
export function StaffNotFound() {
  return <StaffNotice title={t.notFoundTitle} text={t.notFoundText} />;
}

const StyledPage = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledPanel = styled.div`
  max-width: 32rem;
  text-align: center;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: 0 0 ${({ theme }) => theme.space.sm};
    &:focus {
      outline: none;
    }
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledNotice = styled.div`
  max-width: 36rem;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;
