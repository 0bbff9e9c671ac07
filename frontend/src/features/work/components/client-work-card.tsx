import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { clientWorkContent as t } from '../../../content/work';
import { useClientWork, type ClientTask } from '../api/work';

/** Where the client answers a task: the upload screen for the request, or the conversation for a question. */
export function clientTaskLink(task: ClientTask): string | null {
  if (task.kind === 'document_request' && task.requestId !== null) return `/dashboard/uploads?requestId=${task.requestId}`;
  if (task.kind === 'question' && task.conversationId !== null) return `/dashboard/messages/${task.conversationId}`;
  return null;
}

function TaskLink({ task }: { task: ClientTask }) {
  const to = clientTaskLink(task);
  if (!to) return <span>{task.title}</span>;
  const upload = task.kind === 'document_request';
  return (
    <Link to={to} aria-label={upload ? t.uploadLabel(task.title) : t.answerLabel(task.title)}>
      {task.title}
    </Link>
  );
}

/**
 * The client overview's "What we're working on" (GET /api/work): this period's jobs, each with its
 * stage in plain words, and what is waiting on the client with a link to answer each. Nothing when
 * the business's role may not read the work or it cannot be read: the rest of the overview stands.
 */
export function ClientWorkCard() {
  const work = useClientWork();
  if (!work.data) return null;
  const { jobs, waitingOnYou } = work.data;
  return (
    <Card aria-labelledby="overview-work">
      <CardHeader>
        <div>
          <CardTitle id="overview-work">{t.title}</CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </div>
      </CardHeader>
      {jobs.length === 0 ? (
        <StyledText>{t.empty}</StyledText>
      ) : (
        <StyledList>
          {jobs.map((job) => (
            <li key={job.id}>
              <span>{job.description}</span>
              {job.stage === 'done' && <Badge $tone="success">{t.done}</Badge>}
            </li>
          ))}
        </StyledList>
      )}
      <StyledSubtitle>{t.waitingTitle}</StyledSubtitle>
      {waitingOnYou.length === 0 ? (
        <StyledText>{t.waitingEmpty}</StyledText>
      ) : (
        <StyledList aria-label={t.waitingTitle}>
          {waitingOnYou.map((task, i) => (
            <li key={`${task.kind}-${task.requestId ?? task.conversationId ?? i}`}>
              <TaskLink task={task} />
              {task.description && <small>{task.description}</small>}
            </li>
          ))}
        </StyledList>
      )}
    </Card>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: 0;
  }
  small {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSubtitle = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
