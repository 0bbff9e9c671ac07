import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle, DetailList } from '../../../components/ui/card';
import { ShieldCheckIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { settingsContent as t } from '../../../content/dashboard';
import { roleLabel } from '../../../content/dashboard-labels';
import { formatDateTime } from '../../../lib/format';
import { TWO_FACTOR_STATUS } from '../../../lib/api/account-security';
import { useSessionStore } from '../../../stores/session-store';
import { type CurrentUser } from '../../../stores/session-store';
import { AccountSecurityCards } from '../../../components/account-security/security-cards';
import { ChangeEmailDialog, ChangePasswordDialog, DeleteAccountDialog } from './settings-dialogs';
import { NotificationsCard } from './notifications-card';
import { useApi } from '../../../lib/api/client';

type OpenDialog = 'email' | 'password' | 'delete' | null;

/** Company and address in one line, or null when the address is not complete. */
function businessInformation(user: CurrentUser): string | null {
  const parts = [user.address, user.city, user.postalCode].map((p) => p?.trim());
  if (parts.some((p) => !p)) return null;
  return [user.company?.trim(), ...parts, user.country].filter(Boolean).join(', ');
}

/** `extra`: cards other features add at the end (leaving the business), composed in app/. */
export function SettingsPage({ extra }: { extra?: ReactNode } = {}) {
  const user = useSessionStore((s) => s.user);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The same key as the two-factor card below, so one request serves both.
  const { data: twoFactor } = useApi(TWO_FACTOR_STATUS);
  if (!user) return null;
  const fullName = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <StyledStack>
        <Card aria-labelledby="settings-account">
          <CardHeader>
            <CardTitle id="settings-account">{t.account.title}</CardTitle>
          </CardHeader>
          <DetailList>
            <dt>{t.account.username}</dt>
            <dd>{user.username}</dd>
            <dt>{t.account.email}</dt>
            <dd data-testid="settings-email">{user.email}</dd>
            <dt>{t.account.fullName}</dt>
            <dd>{fullName || t.account.notSet}</dd>
            <dt>{t.account.accountType}</dt>
            <dd>{roleLabel(user.role)}</dd>
            <dt>{t.account.phone}</dt>
            <dd>{user.phone || t.account.notSet}</dd>
            <dt>{t.account.business}</dt>
            <dd>{businessInformation(user) ?? t.account.addressIncomplete}</dd>
          </DetailList>
          <CardFooter>
            <ButtonLink to="/dashboard/company" $variant="outline" $size="sm">
              {t.account.editProfile}
            </ButtonLink>
            <Button $variant="secondary" $size="sm" onClick={() => setDialog('email')}>
              {t.account.changeEmail}
            </Button>
          </CardFooter>
        </Card>

        <Card aria-labelledby="settings-security">
          <CardHeader>
            <CardTitle id="settings-security">{t.security.title}</CardTitle>
          </CardHeader>
          <DetailList>
            <dt>{t.security.password}</dt>
            <dd>{t.security.passwordText}</dd>
            <dt>{t.security.lastLogin}</dt>
            {/* The sign-in before this one: the current sign-in tells the person nothing. */}
            <dd>{user.previousLogin ? formatDateTime(user.previousLogin) : t.security.firstSignIn}</dd>
            <dt>{t.security.status}</dt>
            {/* "Secure" only with a second factor: a password alone is not what the word promises. */}
            <dd>
              {twoFactor?.totpEnabled ? (
                <Badge $tone="success">
                  <ShieldCheckIcon />
                  {t.security.secure}
                </Badge>
              ) : twoFactor ? (
                <>
                  {t.security.passwordOnly} <a href="#security-2fa">{t.security.turnOn2fa}</a>
                </>
              ) : null}
            </dd>
          </DetailList>
          <CardFooter>
            <Button $variant="secondary" $size="sm" onClick={() => setDialog('password')}>
              {t.security.changePassword}
            </Button>
          </CardFooter>
        </Card>

        <AccountSecurityCards />
        <NotificationsCard />

        <StyledDanger aria-labelledby="settings-danger">
          <CardHeader>
            <StyledDangerTitle id="settings-danger">{t.danger.title}</StyledDangerTitle>
          </CardHeader>
          <CardDescription>{t.danger.text}</CardDescription>
          <CardFooter>
            <Button $variant="danger" $size="sm" onClick={() => setDialog('delete')}>
              {t.danger.button}
            </Button>
          </CardFooter>
        </StyledDanger>
        {extra}
      </StyledStack>

      <ChangeEmailDialog open={dialog === 'email'} onClose={close} currentEmail={user.email} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <DeleteAccountDialog open={dialog === 'delete'} onClose={close} />
    </>
  );
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 48rem;
`;

const StyledDanger = styled(Card)`
  border-color: ${({ theme }) => theme.colors.danger};
`;

const StyledDangerTitle = styled(CardTitle)`
  color: ${({ theme }) => theme.colors.danger};
`;
