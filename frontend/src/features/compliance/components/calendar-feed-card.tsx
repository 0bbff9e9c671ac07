import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField, Input } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { calendarFeedContent as t } from '../../../content/compliance';
import { errorMessage } from '../../../lib/api-client';
import { createCalendarFeed, revokeCalendarFeed } from '../api/obligations';

/**
 * The private calendar link (docs/compliance.md, "The calendar feed"). The server keeps only a
 * hash, so the link is shown here once, when made; making another stops the old one.
 */
export function CalendarFeedCard() {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      toast({ title: t.failed, description: errorMessage(err, t.failedFallback), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const create = () =>
    run(async () => {
      setUrl(await createCalendarFeed());
      toast({ title: t.created, description: t.createdDescription });
    });
  const revoke = () =>
    run(async () => {
      await revokeCalendarFeed();
      setUrl(null);
      toast({ title: t.revoked, description: t.revokedDescription });
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t.copied, description: t.copiedDescription });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is selected to copy by hand.
      document.getElementById('calendar-feed-url')?.focus();
    }
  };

  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardHeader>
        <CardTitle id="calendar-feed-title">{t.title}</CardTitle>
      </CardHeader>
      <StyledText>{t.text}</StyledText>
      <StyledText>{t.once}</StyledText>
      {url && (
        <FormField id="calendar-feed-url" label={t.linkLabel}>
          {(p) => <Input {...p} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />}
        </FormField>
      )}
      <StyledActions>
        {url && (
          <Button type="button" onClick={() => void copy()}>
            {t.copy}
          </Button>
        )}
        <Button type="button" $variant="outline" disabled={busy} onClick={() => void create()}>
          {url ? t.rotate : t.create}
        </Button>
        <Button type="button" $variant="outline" disabled={busy} onClick={() => void revoke()}>
          {t.revoke}
        </Button>
      </StyledActions>
    </Card>
  );
}

const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
