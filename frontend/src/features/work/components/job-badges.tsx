import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { JOB_STAGE_LABELS, myWorkContent, type JobStage } from '../../../content/work';

const TONES: Record<JobStage, BadgeTone> = {
  planned: 'neutral',
  waiting_for_client: 'warning',
  in_progress: 'info',
  review: 'info',
  done: 'success',
  cancelled: 'neutral',
};

/** A job's stage, and "Overdue" beside it when it is past its due date. */
export function JobStageBadges({ stage, overdue }: { stage: JobStage; overdue: boolean }) {
  return (
    <StyledBadges>
      <Badge $tone={TONES[stage]}>{JOB_STAGE_LABELS[stage]}</Badge>
      {overdue && <Badge $tone="danger">{myWorkContent.overdue}</Badge>}
    </StyledBadges>
  );
}

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;
