import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentHead } from '../../../lib/seo/use-document-head';
import { FloatingActions } from './floating-actions';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollOnNavigation } from './use-scroll';
import { theme } from '../../../styles/theme';
import { Island } from '../../../components/island/island';
import { Toasts } from '../../../components/island/toasts';

const MAIN_ID = 'main-content';

/**
 * The frame of every public page: skip link, header, page, footer, floating buttons. The header, the
 * floating buttons and the toast viewport are islands: the only parts of the frame a prerendered
 * page hydrates (docs/public-site.md).
 */
export function SiteLayout() {
  useScrollOnNavigation(MAIN_ID);
  useDocumentHead();
  return (
    <StyledRoot id="top">
      <StyledSkip href={`#${MAIN_ID}`}>Skip to main content</StyledSkip>
      <Island name="header" component={SiteHeader} props={{}} />
      <StyledMain id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </StyledMain>
      <SiteFooter />
      <Island name="floating-actions" component={FloatingActions} props={{ topTargetId: MAIN_ID }} />
      <Island name="toasts" component={Toasts} props={{}} islandOnly />
    </StyledRoot>
  );
}

const StyledRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledMain = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const StyledSkip = styled.a`
  position: absolute;
  left: ${theme.space.sm};
  top: -10rem;
  z-index: ${theme.zIndex.overlay};
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.brand};
  color: ${theme.colors.white};
  border-radius: ${theme.radii.md};
  &:focus {
    top: ${theme.space.sm};
  }
`;
