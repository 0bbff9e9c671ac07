import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { TWO_FACTOR_STATUS } from '../../lib/api/account-security';
import { securityContent } from '../../content/account-security';
import { TotpSetup } from './totp-setup';
import { useApi } from '../../lib/api/client';

/**
 * Staff reach the console only with two-factor sign-in on (the API refuses every staff route
 * before that): until then this shows the set-up instead of the console.
 */
export function StaffTwoFactorGate({ children }: { children: ReactNode }) {
  const { data, mutate } = useApi(TWO_FACTOR_STATUS);
  if (!data) return <Spinner fullPage />;
  if (!data.required || data.totpEnabled) return <>{children}</>;
  const t = securityContent.staffGate;
  return (
    <StyledMain id="main">
      <Card aria-labelledby="staff-2fa-heading">
        <CardHeader>
          <CardTitle as="h1" id="staff-2fa-heading">
            {t.heading}
          </CardTitle>
        </CardHeader>
        <CardDescription>{t.text}</CardDescription>
        <TotpSetup onDone={() => void mutate()} />
      </Card>
    </StyledMain>
  );
}

const StyledMain = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;
