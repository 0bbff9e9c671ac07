import styled from 'styled-components';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { outboxContent } from '../../../content/mail';
import { errorMessage } from '../../../lib/api-client';
import { updateNotificationPreferences, useNotificationPreferences } from '../../../lib/api/notification-preferences';

const t = outboxContent.uploads;

/** A staff member's choice: each client upload mailed at once, or one digest a day at 08:00. */
export function UploadNoticeSetting() {
  const { data, mutate } = useNotificationPreferences();
  const choose = async (staffUploads: 'immediate' | 'digest') => {
    if (!data) return;
    try {
      await mutate(updateNotificationPreferences({ staffUploads }), {
        optimisticData: { ...data, staffUploads },
        rollbackOnError: true,
        revalidate: false,
      });
      toast({ title: t.saved });
    } catch (err) {
      toast({ title: errorMessage(err, t.saved), variant: 'destructive' });
    }
  };
  return (
    <StyledCard aria-labelledby="upload-notice-title">
      <CardHeader>
        <CardTitle id="upload-notice-title">{t.title}</CardTitle>
      </CardHeader>
      <fieldset disabled={!data}>
        <CardDescription as="legend">{t.text}</CardDescription>
        {(['immediate', 'digest'] as const).map((mode) => (
          <StyledOption key={mode}>
            <input
              type="radio"
              name="staff-uploads"
              value={mode}
              checked={data?.staffUploads === mode}
              onChange={() => void choose(mode)}
            />
            {t[mode]}
          </StyledOption>
        ))}
      </fieldset>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const StyledOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  cursor: pointer;
`;
