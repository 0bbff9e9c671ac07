import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format';

export interface ConversationListItem {
  id: number;
  to: string;
  subject: string;
  /** ISO time of the last activity, shown top right. */
  at: string;
  unread: boolean;
  /** Lines under the subject (the client, the last message), muted. */
  lines: ReactNode[];
  badges: ReactNode;
}

/**
 * A list of conversations: one link per conversation with its subject, time, a line or two and
 * badges; unread ones are bold with a coloured edge. The client's list and the staff inbox both
 * draw it, each with its own lines and badges (docs/messages.md).
 */
export function ConversationList({ items }: { items: ConversationListItem[] }) {
  return (
    <StyledList>
      {items.map((c) => (
        <li key={c.id}>
          <StyledRow to={c.to} $unread={c.unread}>
            <StyledTop>
              <StyledText>{c.subject}</StyledText>
              <time dateTime={c.at}>{formatDateTime(c.at)}</time>
            </StyledTop>
            {c.lines.map((line, i) => (
              <StyledLine key={i}>{line}</StyledLine>
            ))}
            <StyledBadges>{c.badges}</StyledBadges>
          </StyledRow>
        </li>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledRow = styled(Link)<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.info : 'transparent')};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;

const StyledText = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledLine = styled(StyledText)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const StyledBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  &:empty {
    display: none;
  }
`;
