import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { mailContent } from '../../../content/mail';
import { errorMessage } from '../../../lib/api-client';
import {
  updateNotificationPreferences,
  useNotificationPreferences,
  type NotificationPreferences,
} from '../../../lib/api/notification-preferences';

const t = mailContent.notifications;

/** /dashboard/settings: which optional mails the client gets; security notices are listed as always on. */
export function NotificationsCard() {
  const { data, mutate } = useNotificationPreferences();

  const toggle = async (key: 'requestReminders' | 'documentReviews', value: boolean) => {
    if (!data) return;
    const optimistic: NotificationPreferences = { ...data, [key]: value };
    try {
      await mutate(updateNotificationPreferences({ [key]: value }), {
        optimisticData: optimistic,
        rollbackOnError: true,
        revalidate: false,
      });
      toast({ title: t.saved });
    } catch (err) {
      toast({ title: t.failed, description: errorMessage(err, t.failed), variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="settings-notifications" id="notifications">
      <CardHeader>
        <div>
          <CardTitle id="settings-notifications">{t.title}</CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </div>
      </CardHeader>
      <StyledList>
        <Row label={t.requestReminders} hint={t.requestRemindersHint}>
          {(ids) => (
            <StyledSwitch
              type="checkbox"
              role="switch"
              id={ids.control}
              aria-describedby={ids.hint}
              checked={data?.requestReminders ?? true}
              disabled={!data}
              onChange={(e) => void toggle('requestReminders', e.target.checked)}
            />
          )}
        </Row>
        <Row label={t.documentReviews} hint={t.documentReviewsHint}>
          {(ids) => (
            <StyledSwitch
              type="checkbox"
              role="switch"
              id={ids.control}
              aria-describedby={ids.hint}
              checked={data?.documentReviews ?? true}
              disabled={!data}
              onChange={(e) => void toggle('documentReviews', e.target.checked)}
            />
          )}
        </Row>
        <Row label={t.security} hint={t.securityHint} static>
          {() => <Badge $tone="success">{t.alwaysOn}</Badge>}
        </Row>
      </StyledList>
    </Card>
  );
}

function Row({
  label,
  hint,
  children,
  static: isStatic,
}: {
  label: string;
  hint: string;
  children: (ids: { control: string; hint: string }) => ReactNode;
  static?: boolean;
}) {
  const base = useId();
  const ids = { control: `${base}-control`, hint: `${base}-hint` };
  return (
    <StyledRow>
      <div>
        {isStatic ? <StyledLabelText>{label}</StyledLabelText> : <StyledLabel htmlFor={ids.control}>{label}</StyledLabel>}
        <StyledHint id={ids.hint}>{hint}</StyledHint>
      </div>
      {children(ids)}
    </StyledRow>
  );
}

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    min-width: 0;
  }
`;

const StyledLabel = styled.label`
  font-weight: 600;
`;

const StyledLabelText = styled.span`
  font-weight: 600;
`;

const StyledHint = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A native checkbox drawn as a switch: keyboard and screen readers get the real control. */
const StyledSwitch = styled.input`
  appearance: none;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  position: relative;
  cursor: pointer;
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 0.1875rem;
    left: 0.1875rem;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
    transition: transform 0.15s;
  }
  &:checked {
    background: ${({ theme }) => theme.colors.brand};
  }
  &:checked::after {
    transform: translateX(1.25rem);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;
