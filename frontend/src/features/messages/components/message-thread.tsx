import styled, { css } from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { FileIcon } from '../../../components/ui/icons';
import { messagesContent as t, staffMessagesContent as st } from '../../../content/messages';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import type { AuthorSide, Message, StaffRole } from '../api/conversations';
import { MessageText } from './message-text';

const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Administrator', manager: 'Manager', accountant: 'Accountant' };

interface MessageThreadProps {
  messages: Message[];
  /** Whose screen this is: their own messages sit on the right. */
  viewer: AuthorSide;
  /** The signed-in user, whose messages read "You". */
  viewerId: number;
  /** Where an attachment opens (the client's own download route, or the staff one). */
  fileUrl: (documentId: number) => string;
}

/** The messages of a conversation, oldest first, as a list a screen reader walks message by message. */
export function MessageThread({ messages, viewer, viewerId, fileUrl }: MessageThreadProps) {
  return (
    <StyledList aria-label={t.thread}>
      {messages.map((m) => {
        const own = m.author.side === viewer;
        const note = m.internal === true;
        const name = m.author.id === viewerId ? t.you : m.author.name;
        return (
          <StyledItem key={m.id} $own={own} $note={note} data-testid={note ? 'internal-note' : 'message'}>
            <StyledMeta>
              <strong>{name}</strong>
              {m.author.role && <span>{ROLE_LABELS[m.author.role]}</span>}
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              {note && <Badge $tone="warning">{st.internalNote}</Badge>}
            </StyledMeta>
            {note && <StyledNoteHint>{st.internalHint}</StyledNoteHint>}
            <MessageText text={m.body} />
            {m.attachments.length > 0 && (
              <StyledFiles aria-label={t.attachments}>
                {m.attachments.map((a) => (
                  <li key={a.documentId}>
                    <FileIcon />
                    <a href={fileUrl(a.documentId)} download={a.fileName}>
                      {a.fileName}
                    </a>
                    <small>{formatFileSize(a.fileSize)}</small>
                  </li>
                ))}
              </StyledFiles>
            )}
            {own && !note && <StyledRead>{m.readByOtherSide ? t.read : t.sent}</StyledRead>}
          </StyledItem>
        );
      })}
    </StyledList>
  );
}

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledItem = styled.li<{ $own: boolean; $note: boolean }>`
  max-width: min(44rem, 92%);
  min-width: 0;
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $own }) => ($own ? theme.colors.brandLight : theme.colors.white)};
  ${({ $note, theme }) =>
    $note &&
    css`
      align-self: stretch;
      max-width: none;
      background: ${theme.colors.warningSoft};
      border: 2px dashed ${theme.colors.warning};
    `}
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledNoteHint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.warning};
`;

const StyledFiles = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
  a {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.brand};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`;

const StyledRead = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
