import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { mailContent } from '../../../content/mail';
import { errorMessage } from '../../../lib/api-client';
import type { CurrentUser } from '../../../stores/session-store';
import { resendVerification } from '../api/email-verification';

const t = mailContent.banner;

/** Until the address (or a pending new one) is confirmed, the dashboard asks for it, with a Resend button. */
export function VerifyEmailBanner({ user }: { user: CurrentUser }) {
  const [sending, setSending] = useState(false);
  if (user.emailVerified && !user.pendingEmail) return null;

  const resend = async () => {
    setSending(true);
    try {
      const res = await resendVerification();
      toast({ title: res.message });
    } catch (err) {
      toast({ title: errorMessage(err, 'Could not send the link'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <StyledBanner role="region" aria-label={t.text}>
      <p>
        {user.pendingEmail ? (
          t.pending(user.pendingEmail)
        ) : (
          <>
            <strong>{t.text}</strong> {t.sentTo(user.email)}
          </>
        )}
      </p>
      <Button $size="sm" $variant="outline" onClick={() => void resend()} disabled={sending}>
        {sending ? t.resending : t.resend}
      </Button>
    </StyledBanner>
  );
}

const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
