import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../../components/ui/inline-icon';
import { ACCOUNT_MENU } from '../../../content/navigation';
import { useLogout } from '../../../lib/use-logout';
import { theme } from '../../../styles/theme';

/**
 * The signed-in visitor's menu (Dashboard, Logout). Loaded on demand: only a signed-in visitor
 * needs the dropdown's code, so the public pages stay light for everyone else.
 */
export default function AccountMenu() {
  const logout = useLogout();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <StyledTrigger type="button">
          <Icon name="user" />
          {ACCOUNT_MENU.label}
          <Icon name="chevron-down" size="1em" />
        </StyledTrigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <StyledContent align="end" sideOffset={6}>
          <DropdownMenu.Item asChild>
            <StyledItem as={Link} to={ACCOUNT_MENU.dashboard.to}>
              {ACCOUNT_MENU.dashboard.label}
            </StyledItem>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild onSelect={() => void logout()}>
            <StyledItem as="button" type="button">
              {ACCOUNT_MENU.logout}
            </StyledItem>
          </DropdownMenu.Item>
        </StyledContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.75rem;
  padding: ${theme.space.xs} ${theme.space.md};
  border: 1px solid ${theme.colors.brand};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  color: ${theme.colors.brand};
  font-weight: 600;
  cursor: pointer;
`;

const StyledContent = styled(DropdownMenu.Content)`
  z-index: ${theme.zIndex.overlay};
  min-width: 11rem;
  padding: ${theme.space.xxs};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lg};
`;

const StyledItem = styled.div`
  display: block;
  width: 100%;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &[data-highlighted] {
    background: ${theme.colors.brandLight};
    outline: none;
  }
`;
