import { useState } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { activityPath, ACTIVITY_PAGE_SIZE, type AccountActivity } from '../../../lib/api/account-security';
import { securityContent } from '../../../content/account-security';
import { useApi } from '../../../lib/api/client';

const t = securityContent.activity;
const TONES: Record<AccountActivity['kind'], BadgeTone> = {
  'sign-in': 'info',
  security: 'warning',
  document: 'neutral',
  records: 'neutral',
  'staff-access': 'success',
};

/** /dashboard/activity: the client's own trail, newest first, a page at a time. */
export function ActivityPage() {
  const [pages, setPages] = useState(1);
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Card>
        <StyledList aria-label={t.listLabel} data-testid="activity-list">
          {Array.from({ length: pages }, (_, i) => (
            <ActivityChunk key={i} offset={i * ACTIVITY_PAGE_SIZE} isLast={i === pages - 1} onMore={() => setPages(pages + 1)} />
          ))}
        </StyledList>
      </Card>
    </>
  );
}

function ActivityChunk({ offset, isLast, onMore }: { offset: number; isLast: boolean; onMore: () => void }) {
  const { data, error } = useApi(activityPath(offset));
  if (error) return <li>{t.loadFailed}</li>;
  if (!data) return <li>{isLast ? <Spinner /> : null}</li>;
  if (data.total === 0) {
    return (
      <li>
        <EmptyState title={t.empty} />
      </li>
    );
  }
  return (
    <>
      {data.items.map((item) => (
        <StyledItem key={item.id}>
          <StyledWhen dateTime={item.at}>{formatDateTime(item.at)}</StyledWhen>
          <div>
            <Badge $tone={TONES[item.kind]}>{t.kinds[item.kind]}</Badge> <strong>{item.summary}</strong>
            <StyledMeta>
              {[
                item.fileName,
                item.staffName ? t.staff(item.staffName, item.staffRole ?? '') : null,
                item.device ? `${t.from} ${item.device}` : null,
                item.ip,
              ]
                .filter(Boolean)
                .join(' · ')}
            </StyledMeta>
          </div>
        </StyledItem>
      ))}
      {isLast && offset + data.items.length < data.total ? (
        <li>
          <Button $variant="outline" $size="sm" onClick={onMore}>
            {t.more}
          </Button>
        </li>
      ) : null}
    </>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xxs};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  overflow-wrap: anywhere;
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.md})`} {
    grid-template-columns: 13rem 1fr;
  }
`;

const StyledWhen = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledMeta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
