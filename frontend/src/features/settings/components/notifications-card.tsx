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

  const toggle = async (key: 'requestReminders' | 'documentReviews' | 'complianceReminders', value: boolean) => {
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
              aria-labelledby={ids.label}
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
              aria-labelledby={ids.label}
              aria-describedby={ids.hint}
              checked={data?.documentReviews ?? true}
              disabled={!data}
              onChange={(e) => void toggle('documentReviews', e.target.checked)}
            />
          )}
        </Row>
        <Row label={t.complianceReminders} hint={t.complianceRemindersHint}>
          {(ids) => (
            <StyledSwitch
              type="checkbox"
              role="switch"
              id={ids.control}
              aria-labelledby={ids.label}
              aria-describedby={ids.hint}
              checked={data?.complianceReminders ?? true}
              disabled={!data}
              onChange={(e) => void toggle('complianceReminders', e.target.checked)}
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
  children: (ids: { control: string; hint: string; label: string }) => ReactNode;
  static?: boolean;
}) {
  const base = useId();
  const ids = { control: `${base}-control`, hint: `${base}-hint`, label: `${base}-label` };
  const text = (
    <StyledText>
      <StyledLabelText id={ids.label}>{label}</StyledLabelText>
      <StyledHint id={ids.hint}>{hint}</StyledHint>
    </StyledText>
  );
  if (isStatic)
    return (
      <StyledRow>
        {text}
        {children(ids)}
      </StyledRow>
    );
  // The whole row is the switch's label, so a thumb anywhere on it toggles (a 44 px target);
  // aria-labelledby keeps the accessible name to the short label, the hint is its description.
  return (
    <StyledRow as="label" htmlFor={ids.control} $pressable>
      {text}
      {children(ids)}
    </StyledRow>
  );
}

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
`;

const StyledRow = styled.div<{ $pressable?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  cursor: ${({ $pressable }) => ($pressable ? 'pointer' : 'default')};
`;

/** Phrasing content only: the row may be a <label>. */
const StyledText = styled.span`
  display: block;
  min-width: 0;
`;

const StyledLabelText = styled.span`
  display: block;
  font-weight: 600;
`;

const StyledHint = styled.span`
  display: block;
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
