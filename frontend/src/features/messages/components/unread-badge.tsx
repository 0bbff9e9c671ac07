import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CountBadge } from '../../../components/ui/badge';
import { messagesContent as t, staffMessagesContent } from '../../../content/messages';
import { useUnreadCount } from '../api/conversations';
import { useStaffUnreadCount } from '../api/staff-conversations';

/** The red count of unread messages from the firm, for the navigation; nothing when all is read. */
export function UnreadMessagesBadge() {
  const { data } = useUnreadCount();
  const n = data?.messages ?? 0;
  if (n === 0) return null;
  return (
    <>
      <StyledBadge aria-hidden="true" data-testid="messages-unread-badge">
        {n > 99 ? '99+' : n}
      </StyledBadge>
      <span className="visually-hidden"> ({t.unread(n)})</span>
    </>
  );
}

/**
 * The staff menu's count of unread client messages (in the staff member's scope): the link reads
 * "Messages, 3 unread"; nothing when all is read.
 */
export function StaffUnreadMessagesBadge() {
  const { data } = useStaffUnreadCount();
  const n = data?.messages ?? 0;
  if (n === 0) return null;
  return (
    <>
      <CountBadge aria-hidden="true" data-testid="staff-messages-unread-badge">
        {n > 99 ? '99+' : n}
      </CountBadge>
      <span className="visually-hidden">, {staffMessagesContent.unread(n)}</span>
    </>
  );
}

/** The overview's line about unread messages: a link to them, or nothing when all is read. */
export function UnreadMessagesNotice() {
  const { data } = useUnreadCount();
  const n = data?.messages ?? 0;
  if (n === 0) return null;
  return (
    <StyledNotice role="status">
      <StyledBadge aria-hidden="true">{n > 99 ? '99+' : n}</StyledBadge>
      <Link to="/dashboard/messages" data-testid="overview-unread-messages">
        {t.unread(n)}
      </Link>
    </StyledNotice>
  );
}

const StyledBadge = styled(CountBadge)`
  margin-left: ${({ theme }) => theme.space.xs};
`;

const StyledNotice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  ${StyledBadge} {
    margin-left: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.info};
    font-weight: 600;
  }
`;
