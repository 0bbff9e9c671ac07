import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from './ui/button';
import { PageHeader } from './ui/page-header';
import { Spinner } from './ui/spinner';
import { CAPABILITY_AREAS, roleDeniedContent as t } from '../content/businesses';
import { useBusinessAccess } from '../lib/api/businesses';
import type { Need } from '../lib/business-access';
import { uiContent } from '../content/ui';

/**
 * A dashboard screen the role may not use, reached by its address: a plain notice (what the role
 * does not allow, and whom to ask) instead of the screen's requests failing one by one. The
 * screen's code does not run, so it asks the API nothing.
 */
export function RoleGate({ need, children }: { need: Need | undefined; children: ReactNode }) {
  const access = useBusinessAccess();
  if (!need) return <>{children}</>;
  if (access.status === 'loading') return <Spinner label={uiContent.loading} />;
  if (access.status === 'none' || access.can(need.capability, need.grant)) return <>{children}</>;
  const area = CAPABILITY_AREAS[need.capability];
  const readOnly = need.grant === 'write' && access.can(need.capability, 'read');
  return (
    <>
      <PageHeader title={t.title} />
      <StyledNotice role="status" data-testid="role-denied">
        <p>{readOnly ? t.writeText(access.business.role, area) : t.text(access.business.role, area)}</p>
        <ButtonLink to="/dashboard" $variant="outline">
          {t.dashboard}
        </ButtonLink>
      </StyledNotice>
    </>
  );
}

const StyledNotice = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;
